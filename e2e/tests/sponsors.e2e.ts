import { MODAL, SPONSOR_MSG } from '@backoffice/contract';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { DEMO } from '../support/accounts.ts';
import { signedInPage } from '../support/auth.ts';
import { atPath, closeNotifications, confirmModal, expectNotification, field, gone, hasValue, pageHeading, searchRow, unique, useBrowser, visible } from '../support/browser.ts';
import { downloadCsv, waitForSearchParam } from '../support/csv.ts';

const SEARCH = 'Buscar por nome';
const combo = (scope: Page | Locator, text: string) => scope.getByRole('combobox', { name: new RegExp(`^${text}`) });

describe('patrocinadores', () => {
  const b = useBrowser();

  it('cadastra, edita, busca, exporta patrocinadores.csv e exclui', async () => {
    const page = await signedInPage(b, DEMO.admin, '/sponsors/list');
    await visible(pageHeading(page, 'Patrocinadores'));
    await page.getByRole('link', { name: 'Cadastrar' }).click();
    await atPath(page, '/sponsors/new');

    const name = `Padaria E2E ${unique('')}`;
    await field(page, 'Nome').fill(name);
    await combo(page, 'Tipo').click();
    await page.getByRole('option', { name: 'Ouro', exact: true }).click();
    await field(page, 'Link').fill('exemplo');
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await visible(page.getByText('Informe um link válido (https://…)', { exact: true }));
    await field(page, 'Link').fill('https://padaria.exemplo.com.br');
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    const toast = await expectNotification(page, SPONSOR_MSG.created);
    // Toasts sit top-right below the header: they never cover the user menu (issue 11 §6).
    const [toastBox, menuBox] = [await toast.first().boundingBox(), await page.getByRole('button', { name: 'Menu do usuário' }).boundingBox()];
    expect(toastBox && menuBox && toastBox.y >= menuBox.y + menuBox.height, `aviso ${JSON.stringify(toastBox)} sobre o menu ${JSON.stringify(menuBox)}`).toBe(true);
    await atPath(page, /^\/sponsors\/\d+\/show$/);
    await visible(pageHeading(page, name));
    await visible(page.getByText('Este patrocinador ainda não está em nenhum evento', { exact: true }));

    await page.getByRole('link', { name: 'Editar' }).click();
    await hasValue(field(page, 'Nome'), name);
    await closeNotifications(page);
    await combo(page, 'Tipo').click();
    await page.getByRole('option', { name: 'Prata', exact: true }).click();
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expectNotification(page, SPONSOR_MSG.edited);
    await visible(page.getByText('Prata', { exact: true }));

    await page.goto('/sponsors/list');
    const row = await searchRow(page, SEARCH, name);
    await waitForSearchParam(page, 'query', name);
    await visible(row.getByText('Prata', { exact: true }));
    const csv = await downloadCsv(page);
    expect(csv.fileName).toBe('patrocinadores.csv');
    expect(csv.rows[0]).toEqual(['ID', 'Nome', 'Tipo', 'Link', 'Logo', 'Status', 'Eventos', 'Cadastrado em']);
    expect(csv.rows.slice(1).map((r) => r.slice(1, 4))).toEqual([[name, 'Prata', 'https://padaria.exemplo.com.br']]);
    expect(csv.rows[1]![7]).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);

    await row.getByRole('button', { name: `Excluir ${name}` }).click();
    await confirmModal(page, MODAL.delete);
    await expectNotification(page, SPONSOR_MSG.deleted);
    await gone(page.getByRole('row').filter({ hasText: name }));
  });

  it('mostra os eventos patrocinados e recusa excluir um patrocinador em uso', async () => {
    const page = await signedInPage(b, DEMO.admin, '/sponsors/list');
    await visible(page.getByRole('link', { name: /^Ver detalhes de / }));
    // the seed's sponsors are in events: open one whose events count is above zero
    const rows = page.getByRole('row');
    let opened = false;
    for (let i = 1; i < (await rows.count()) && !opened; i++) {
      const cells = await rows.nth(i).getByRole('cell').allInnerTexts();
      if (Number(cells[3]) > 0) {
        await rows.nth(i).getByRole('link').first().click();
        opened = true;
      }
    }
    expect(opened).toBe(true);
    await atPath(page, /^\/sponsors\/\d+\/show$/);
    await visible(page.getByRole('heading', { name: /^Eventos patrocinados \(\d+\)$/ }));
    await visible(page.getByRole('table', { name: 'Eventos patrocinados' }).getByRole('row').nth(1));
    await page.getByRole('button', { name: 'Excluir', exact: true }).click();
    await confirmModal(page, MODAL.delete);
    await visible(page.getByRole('alert').filter({ hasText: /está em \d+ eventos? e não pode ser excluído/ }));
    await atPath(page, /^\/sponsors\/\d+\/show$/);
  });
});
