import { ACCESS_TOKEN_HEADER, PARTICIPANTS_MSG, type SubscriptionListItem } from '@backoffice/contract';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DEMO } from '../support/accounts.ts';
import { adminToken } from '../support/api.ts';
import { signedInPage } from '../support/auth.ts';
import { closeNotifications, expectFitsWidth, expectNotification, gone, pageHeading, useBrowser, visible } from '../support/browser.ts';
import '../support/provided.ts';

async function get<T>(path: string): Promise<T> {
  const res = await fetch(`${inject('baseUrl')}/api${path}`, { headers: { [ACCESS_TOKEN_HEADER]: await adminToken() } });
  if (!res.ok) throw new Error(`GET ${path} → ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

/** A demo event with at least three approved subscriptions, and three of them. */
async function pickEvent(): Promise<{ id: number; name: string; subs: SubscriptionListItem[] }> {
  const events = await get<{ id: number; name: string }[]>('/v1/events?time=all&per_page=60&order=-event_date');
  for (const event of events) {
    const subs = await get<SubscriptionListItem[]>(`/v1/events/${event.id}/subscriptions?status=approved&per_page=3&order=id`);
    if (subs.length === 3) return { ...event, subs };
  }
  throw new Error('o seed demo não tem evento com 3 inscrições aprovadas');
}

/** Chooses a file in the page's (only visible) file input, as a person picking it in the dialog would. */
async function chooseFile(page: Page, name: string, content: string) {
  await page.locator('input[type="file"]').last().setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(content, 'utf8') });
}

/** Waits until the list shows exactly these chest numbers (the search follows the typing after a short pause). */
async function onlyChestNumbers(page: Page, expected: string[]) {
  const deadline = Date.now() + 15_000;
  let seen: string[] = [];
  while (Date.now() < deadline) {
    seen = await page.getByTestId('chest-number').allInnerTexts();
    if (JSON.stringify(seen) === JSON.stringify(expected)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  expect(seen).toEqual(expected);
}

describe('participantes: números de peito, resultados e dashboard', () => {
  const b = useBrowser();

  it('importa números de peito e resultados de arquivos feitos pelo teste e os vê na lista de inscrições e no dashboard', async () => {
    const event = await pickEvent();
    // numbers far above the seed's, different on each run
    const base = 900_000 + (Date.now() % 90_000);
    const numbers = event.subs.map((_, i) => base + i);
    const page = await signedInPage(b, DEMO.admin);

    // 1. chest numbers from a CSV made here (one line by CPF, two by subscription id)
    await page.goto(`/events/${event.id}/subscriptions`);
    await visible(pageHeading(page, new RegExp(`Inscrições`)));
    await page.getByRole('button', { name: 'Importar números de peito' }).click();
    const dialog = page.getByRole('dialog', { name: 'Importar números de peito' });
    await visible(dialog);
    const [a, b2, c] = event.subs;
    const numbersCsv = `inscricao;cpf;numero_peito\r\n${a!.id};;${numbers[0]}\r\n${b2!.id};;${numbers[1]}\r\n${c!.athlete.cpf ? '' : c!.id};${c!.athlete.cpf ?? ''};${numbers[2]}\r\n`;
    await chooseFile(page, 'numeros-de-peito.csv', numbersCsv);
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await visible(dialog.getByTestId('import-status').getByText('Concluída'), 30_000);
    await visible(dialog.getByText('3 de 3 linhas lidas · 3 aplicadas · 0 recusadas'));
    await dialog.getByRole('button', { name: 'Fechar', exact: true }).click();

    // seen on the list: search by the chest number
    const search = page.getByRole('textbox', { name: /Buscar/ }).or(page.getByPlaceholder('Nome, CPF, e-mail, nº de peito ou pedido')).first();
    await search.fill(String(numbers[1]));
    await visible(page.getByRole('link', { name: b2!.athlete.name }));
    await onlyChestNumbers(page, [String(numbers[1])]);

    // 2. a wrong file changes nothing and says why, line by line
    await closeNotifications(page);
    await page.getByRole('button', { name: 'Importar números de peito' }).click();
    await chooseFile(page, 'errado.csv', `inscricao;numero_peito\r\n${a!.id};${numbers[1]}\r\n999999999;12\r\n`);
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await visible(dialog.getByTestId('import-status').getByText('Falhou'), 30_000);
    await visible(dialog.getByText(/Inscrição 999999999 não encontrada neste evento/));
    await dialog.getByRole('button', { name: 'Fechar', exact: true }).click();
    await page.reload();
    await onlyChestNumbers(page, [String(numbers[1])]);

    // 3. results from a CSV made here
    await page.goto(`/events/${event.id}/import`);
    await visible(pageHeading(page, /Importar resultados/));
    const resultsCsv = [
      'Número de peito;Tempo líquido;Tempo bruto;Classificação geral',
      `${numbers[0]};00:41:10;00:41:30;1`,
      `${numbers[1]};00:43:05;00:43:40;2`,
      `${numbers[2]};00:47:59;00:48:20;3`,
    ].join('\r\n');
    await chooseFile(page, 'resultados.csv', resultsCsv);
    await page.getByRole('button', { name: 'Enviar resultados' }).click();
    await expectNotification(page, PARTICIPANTS_MSG.resultSent);
    await visible(page.getByTestId('import-status').getByText('Concluída'), 30_000);
    await visible(page.getByTestId('results-count').getByText('3 resultados no evento'));
    // the results can be seen, in classification order, and searched by chest number (issue 11 §6)
    const resultsTable = page.getByRole('table', { name: 'Resultados importados' });
    await visible(resultsTable.getByRole('cell', { name: '00:41:10', exact: true }));
    await page.getByPlaceholder('Buscar por atleta ou número de peito').fill(String(numbers[2]));
    await visible(resultsTable.getByRole('cell', { name: '00:47:59', exact: true }));
    await gone(resultsTable.getByRole('cell', { name: '00:41:10', exact: true }));

    // 4. the dashboard shows them
    await page.goto(`/events/${event.id}/dashboard`);
    await visible(pageHeading(page, new RegExp(`Dashboard`)));
    await visible(page.getByTestId('dashboard-results').getByText('3 resultados importados'));
    const chest = Number((await page.getByTestId('dashboard-chest').innerText()).replace(/\D/g, ''));
    expect(chest).toBeGreaterThanOrEqual(3);
    // genders with 2-decimal percentages
    await visible(page.getByTestId('chart-genders').getByTestId('pct-male'));
    expect(await page.getByTestId('chart-genders').getByTestId('pct-male').innerText()).toMatch(/^\d{1,3},\d{2}%$/);
    await visible(page.getByTestId('chart-origins').getByTestId('pct-android'));
    // a look at the whole dashboard, kept with the artifacts
    await page.screenshot({ path: `${inject('artifactsDir')}/participants-dashboard.png`, fullPage: true });
    // …and on a tablet: two columns, nothing cut
    await page.setViewportSize({ width: 820, height: 1180 });
    await visible(page.getByTestId('chart-cities'));
    // the charts re-measure after the resize (slower on a loaded machine): wait for the settled layout, then it must fit
    await expectFitsWidth(page);
    await page.screenshot({ path: `${inject('artifactsDir')}/participants-dashboard-tablet.png`, fullPage: true });

    // 5. the subscription page shows the chest number; the desk edit keeps it unique
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/events/${event.id}/subscriptions/${a!.id}/edit`);
    await visible(pageHeading(page, /Editar inscrição/));
    const chestInput = page.getByRole('textbox', { name: 'Número de peito' });
    await chestInput.fill(String(numbers[1]));
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await visible(page.getByText('Número de peito já usado por outra inscrição deste evento.'));
    await page.screenshot({ path: `${inject('artifactsDir')}/participants-edit.png`, fullPage: true });
  });

  it('pede o relatório de inscrições de um evento, acompanha o processamento e baixa o CSV', async () => {
    const event = await pickEvent();
    const page = await signedInPage(b, DEMO.admin, '/events/subscriptions-report');
    await visible(pageHeading(page, 'Relatórios de inscrições'));
    const select = page.getByRole('combobox', { name: 'Evento' });
    await select.click();
    await select.fill(event.name.slice(0, 12));
    await page.getByRole('option', { name: event.name, exact: true }).first().click();
    await page.getByRole('button', { name: 'Solicitar relatório' }).click();
    await expectNotification(page, PARTICIPANTS_MSG.reportRequested);
    const row = page.getByRole('row').filter({ hasText: event.name }).first();
    await visible(row.getByText('Concluído'), 30_000);
    const download = page.waitForEvent('download');
    await row.getByRole('button', { name: 'Baixar' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^inscricoes-.*\.csv$/);
    const saved = path.join(os.tmpdir(), `e2e-${Date.now()}-${file.suggestedFilename()}`);
    await file.saveAs(saved);
    const text = fs.readFileSync(saved, 'utf8');
    fs.rmSync(saved, { force: true });
    expect(text.startsWith('\uFEFFInscrição;Status;Nome;CPF')).toBe(true);
  });
});
