import { MODAL, ONG_MSG, cnpjFromBase, formatCnpj } from '@backoffice/contract';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { DEMO } from '../support/accounts.ts';
import { signedInPage } from '../support/auth.ts';
import { atPath, confirmModal, expectNotification, field, gone, hasValue, pageHeading, searchRow, unique, useBrowser, visible } from '../support/browser.ts';
import { downloadCsv, waitForSearchParam } from '../support/csv.ts';

const SEARCH = 'Buscar por nome ou CNPJ';
const combo = (scope: Page | Locator, text: string) => scope.getByRole('combobox', { name: new RegExp(`^${text}`) });

describe('ONGs', () => {
  const b = useBrowser();

  it('cadastra (CNPJ com dígitos verificadores, estados), edita, busca pelo CNPJ, exporta o CSV e exclui', async () => {
    const page = await signedInPage(b, DEMO.admin, '/ongs/list');
    await visible(pageHeading(page, 'ONGs'));
    await page.getByRole('link', { name: 'Cadastrar' }).click();
    await atPath(page, '/ongs/new');

    const name = `Instituto E2E ${unique('')}`;
    const cnpj = cnpjFromBase(String(Date.now()).slice(-12));
    await field(page, 'Nome').fill(name);
    const wrong = `${cnpj.slice(0, 13)}${(Number(cnpj[13]) + 1) % 10}`;
    await field(page, 'CNPJ').fill(wrong);
    await combo(page, 'Estados de atuação').click();
    await page.getByRole('option', { name: /^SP — / }).click();
    await page.getByRole('option', { name: /^RJ — / }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await visible(page.getByText('CNPJ inválido', { exact: true }));
    await field(page, 'CNPJ').fill(cnpj);
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expectNotification(page, ONG_MSG.created);
    await atPath(page, /^\/ongs\/\d+\/show$/);
    await visible(pageHeading(page, name));
    await visible(page.getByText(formatCnpj(cnpj), { exact: true }));
    await visible(page.getByText('Esta ONG ainda não está em nenhum evento.', { exact: true }));

    await page.getByRole('link', { name: 'Editar' }).click();
    await hasValue(field(page, 'Nome'), name);
    const newName = `${name} Solidário`;
    await field(page, 'Nome').fill(newName);
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expectNotification(page, ONG_MSG.edited);
    await visible(pageHeading(page, newName));

    await page.goto('/ongs/list');
    const row = await searchRow(page, SEARCH, formatCnpj(cnpj));
    await waitForSearchParam(page, 'query', formatCnpj(cnpj));
    await gone(page.getByRole('row').filter({ hasNotText: newName }).filter({ has: page.getByRole('cell') }));
    await visible(row.getByText(newName, { exact: true }));
    await visible(row.getByText('RJ, SP', { exact: true }));
    const csv = await downloadCsv(page);
    expect(csv.fileName).toBe('ongs.csv');
    expect(csv.rows.slice(1).map((r) => r.slice(1, 4))).toEqual([[newName, formatCnpj(cnpj), 'RJ, SP']]);

    await row.getByRole('button', { name: `Excluir ${newName}` }).click();
    await confirmModal(page, MODAL.delete);
    await expectNotification(page, ONG_MSG.deleted);
    await gone(page.getByRole('row').filter({ hasText: newName }));
  });

  it('a página de uma ONG do seed soma as doações por evento em R$', async () => {
    const page = await signedInPage(b, DEMO.admin, '/ongs/list?query=Instituto%20Passos');
    const link = page.getByRole('link', { name: 'Instituto Passos que Transformam', exact: true });
    await visible(link);
    await link.click();
    await atPath(page, /^\/ongs\/\d+\/show$/);
    await visible(page.getByRole('heading', { name: 'Doações recebidas por evento' }));
    const total = page.getByTestId('donations-total');
    await visible(total);
    expect(await total.innerText()).toMatch(/^Total: R\$ [\d.]+,\d{2} \(\d+ doaç(ão|ões)\)$/);
  });
});
