import { MODAL, MODALITY_MSG } from '@backoffice/contract';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { DEMO } from '../support/accounts.ts';
import { signedInPage } from '../support/auth.ts';
import { atPath, closeNotifications, confirmModal, expectNotification, field, gone, hasValue, pageHeading, searchRow, unique, useBrowser, visible } from '../support/browser.ts';
import { downloadCsv, waitForSearchParam } from '../support/csv.ts';

const SEARCH = 'Buscar por nome';
const combo = (scope: Page | Locator, text: string) => scope.getByRole('combobox', { name: new RegExp(`^${text}`) });

describe('modalidades', () => {
  const b = useBrowser();

  it('cadastra, busca, edita, exporta o CSV, exclui e restaura da lista de excluídas', async () => {
    const page = await signedInPage(b, DEMO.admin, '/modalities/list');
    await visible(pageHeading(page, 'Modalidades'));

    // create (modal over the list)
    await page.getByRole('link', { name: 'Cadastrar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cadastrar modalidade' });
    await visible(dialog);
    const name = `Corrida E2E ${unique('')}`;
    await field(dialog, 'Nome').fill(name);
    await combo(dialog, 'Tipo').click();
    await page.getByRole('option', { name: 'Corrida', exact: true }).click();
    await field(dialog, 'Distância \\(km\\)').fill('7,5');
    await dialog.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expectNotification(page, MODALITY_MSG.created);
    await gone(page.getByRole('dialog', { name: 'Cadastrar modalidade' }));

    // search, then edit from the row
    let row = await searchRow(page, SEARCH, name);
    await visible(row.getByText('7,5 km', { exact: true }));
    await waitForSearchParam(page, 'query', name);
    await row.getByRole('button', { name: `Editar ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Editar modalidade' });
    await hasValue(field(edit, 'Nome'), name);
    const newName = `${name} noturna`;
    await field(edit, 'Nome').fill(newName);
    await edit.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expectNotification(page, MODALITY_MSG.edited);
    row = await searchRow(page, SEARCH, newName);
    await waitForSearchParam(page, 'query', newName);
    await gone(page.getByRole('row').filter({ hasNotText: newName }).filter({ has: page.getByRole('cell') }));

    // CSV with the list's search
    const csv = await downloadCsv(page);
    expect(csv.fileName).toBe('modalidades.csv');
    expect(csv.text.startsWith('\uFEFF')).toBe(true);
    expect(csv.rows[0]).toEqual(['ID', 'Nome', 'Tipo', 'Distância (km)', 'Descrição', 'Status', 'Eventos', 'Cadastrada em', 'Excluída em']);
    expect(csv.rows.slice(1).map((r) => [r[1], r[2], r[3], r[5]])).toEqual([[newName, 'Corrida', '7,5', 'Ativa']]);

    // delete → deleted list → restore
    await row.getByRole('button', { name: `Excluir ${newName}` }).click();
    await confirmModal(page, MODAL.delete);
    await expectNotification(page, MODALITY_MSG.deleted);
    await gone(page.getByRole('row').filter({ hasText: newName }));

    await page.getByRole('link', { name: 'Excluídas' }).click();
    await atPath(page, '/modalities/delete_list');
    await visible(pageHeading(page, 'Modalidades excluídas'));
    const deletedRow = await searchRow(page, SEARCH, newName);
    await closeNotifications(page);
    await deletedRow.getByRole('button', { name: `Restaurar ${newName}` }).click();
    await confirmModal(page, MODAL.ok);
    await expectNotification(page, MODALITY_MSG.restored);
    await gone(page.getByRole('row').filter({ hasText: newName }));

    await page.goto(`/modalities/list?query=${encodeURIComponent(newName)}`);
    await visible(page.getByRole('row').filter({ hasText: newName }));
  });
});
