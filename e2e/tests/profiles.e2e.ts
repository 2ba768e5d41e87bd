import { MODAL, MSG } from '@backoffice/contract';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO } from '../support/accounts.ts';
import { createProfileViaApi } from '../support/api.ts';
import { signedInPage } from '../support/auth.ts';
import { atPath, confirmModal, expectNotification, field, gone, hasValue, pageHeading, searchRow, unique, useBrowser, visible, type BrowserFixture } from '../support/browser.ts';

const SEARCH = 'Buscar por nome';

async function openProfilesList(b: BrowserFixture): Promise<Page> {
  const page = await signedInPage(b, DEMO.admin, '/profiles/list');
  await visible(pageHeading(page, 'Perfis'));
  return page;
}

const checkbox = (page: Page, label: string) => page.getByRole('checkbox', { name: label, exact: true });

async function expectChecked(page: Page, label: string, checked: boolean) {
  const box = checkbox(page, label);
  await visible(box);
  expect(await box.isChecked(), `${label} marcado?`).toBe(checked);
}

describe('perfis', () => {
  const b = useBrowser();

  it('cadastra com permissões marcadas na matriz; a página do perfil mostra as permissões', async () => {
    const page = await openProfilesList(b);
    await page.getByRole('link', { name: 'Cadastrar' }).click();
    await atPath(page, '/profiles/new');

    const name = `Perfil E2E ${unique('')}`;
    await field(page, 'Nome').fill(name);
    await checkbox(page, 'Eventos: Visualizar').check();
    await checkbox(page, 'Banners: Visualizar').check();
    await checkbox(page, 'Marcar todos: Cupons').check();
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();

    await expectNotification(page, MSG.profileCreated);
    await atPath(page, /^\/profiles\/\d+\/show$/);
    await visible(pageHeading(page, name));
    await expectChecked(page, 'Eventos: Visualizar', true);
    await expectChecked(page, 'Banners: Visualizar', true);
    await expectChecked(page, 'Cupons: Exportar', true);
    await expectChecked(page, 'Eventos: Excluir', false);

    await page.goto('/profiles/list');
    const row = await searchRow(page, SEARCH, name);
    await visible(row);
  });

  it('edita nome e permissões', async () => {
    const profile = await createProfileViaApi(`Perfil Editar ${unique('')}`, [
      { action: 'index', resource: 'events' },
      { action: 'index', resource: 'banners' },
    ]);
    const page = await openProfilesList(b);
    const row = await searchRow(page, SEARCH, profile.name);
    await row.getByRole('link', { name: `Editar ${profile.name}` }).click();
    await atPath(page, `/profiles/${profile.id}/edit`);

    const nameField = field(page, 'Nome');
    await hasValue(nameField, profile.name);
    await expectChecked(page, 'Eventos: Visualizar', true);
    const newName = `${profile.name} Editado`;
    await nameField.fill(newName);
    await checkbox(page, 'Eventos: Visualizar').uncheck();
    await checkbox(page, 'Extras: Cadastrar').check();
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();

    await expectNotification(page, MSG.profileEdited);
    await atPath(page, `/profiles/${profile.id}/show`);
    await visible(pageHeading(page, newName));
    await expectChecked(page, 'Eventos: Visualizar', false);
    await expectChecked(page, 'Banners: Visualizar', true);
    await expectChecked(page, 'Extras: Cadastrar', true);
  });

  it(`exclui ('${MODAL.delete}') e some da lista`, async () => {
    const profile = await createProfileViaApi(`Perfil Excluir ${unique('')}`, [{ action: 'index', resource: 'events' }]);
    const page = await openProfilesList(b);
    const row = await searchRow(page, SEARCH, profile.name);
    await row.getByRole('button', { name: `Excluir ${profile.name}` }).click();
    await confirmModal(page, MODAL.delete);
    await expectNotification(page, MSG.profileDeleted);
    await gone(page.getByRole('row').filter({ hasText: profile.name }));
  });
});
