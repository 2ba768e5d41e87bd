import { TOKENS_PER_SHEET, formatDateTime, type TokenSheet } from '@backoffice/contract';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The shop counter's sheet: one A4 page per 100 codes, each with the store's name, the batch and the page number. */
export function sheetHtml(sheet: TokenSheet): string {
  const { batch, codes } = sheet;
  const pages: string[][] = [];
  for (let i = 0; i < codes.length; i += TOKENS_PER_SHEET) pages.push(codes.slice(i, i + TOKENS_PER_SHEET));
  const body = pages
    .map(
      (page, p) => `<section class="page">
  <header><h1>${escape(batch.store_name)}</h1><p>Lote ${batch.id}${batch.event_name ? ` · ${escape(batch.event_name)}` : ''} · gerado em ${escape(formatDateTime(batch.created_at))}</p><p class="n">Página ${p + 1} de ${pages.length} · códigos ${p * TOKENS_PER_SHEET + 1} a ${p * TOKENS_PER_SHEET + page.length} de ${codes.length}</p></header>
  <ol start="${p * TOKENS_PER_SHEET + 1}">${page.map((c) => `<li><code>${escape(c)}</code></li>`).join('')}</ol>
</section>`,
    )
    .join('\n');
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Lote ${batch.id} — ${escape(batch.store_name)}</title><style>
@page { size: A4; margin: 12mm; }
body { font-family: system-ui, sans-serif; color: #111; margin: 0; }
.page { page-break-after: always; padding: 8mm 0; }
.page:last-child { page-break-after: auto; }
header { border-bottom: 2px solid #111; margin-bottom: 6mm; }
h1 { font-size: 18pt; margin: 0 0 2mm; }
header p { margin: 0 0 2mm; font-size: 10pt; }
.n { color: #555; }
ol { columns: 4; column-gap: 8mm; margin: 0; padding-left: 10mm; font-size: 11pt; line-height: 1.9; }
code { font-family: ui-monospace, monospace; letter-spacing: 0.08em; font-size: 12pt; }
</style></head><body>${body}</body></html>`;
}

/** Opens the sheet in a new window and asks the browser to print it. */
export function printSheet(sheet: TokenSheet): boolean {
  const win = window.open('', '_blank');
  if (!win) return false;
  win.document.open();
  win.document.write(sheetHtml(sheet));
  win.document.close();
  win.focus();
  win.print();
  return true;
}
