/** CSV downloads: clicks the header's export button, saves what the browser downloads and parses it back. */
import type { Page } from 'playwright-core';
import { WAIT_MS } from './browser.ts';
import { parseDelimited } from '@backoffice/api/modules/imports/table-reader.ts';

export type CsvDownload = { fileName: string; text: string; rows: string[][] };

/** Parses the project's CSV (UTF-8 BOM, ";" separator, quoted cells, CRLF). */
export function parseCsv(text: string): string[][] {
  return parseDelimited(text.replace(/^\uFEFF/, ''), ';');
}

/** Clicks 'Exportar CSV' (or `button`) and returns the downloaded file's name, text (BOM kept) and rows. */
export async function downloadCsv(page: Page, button = 'Exportar CSV'): Promise<CsvDownload> {
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: WAIT_MS }), page.getByRole('button', { name: button, exact: true }).click()]);
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return { fileName: download.suggestedFilename(), text, rows: parseCsv(text) };
}

/** Waits until the page URL has `key=value` in its search (list filters are applied through the URL). */
export async function waitForSearchParam(page: Page, key: string, value: string, timeout = WAIT_MS): Promise<void> {
  const deadline = Date.now() + timeout;
  while (new URL(page.url()).searchParams.get(key) !== value) {
    if (Date.now() > deadline) throw new Error(`a URL não chegou a ter ${key}=${value}: ${page.url()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
