import { MODAL, MSG } from '@backoffice/contract';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO } from '../support/accounts.ts';
import { createUserViaApi } from '../support/api.ts';
import { signedInPage } from '../support/auth.ts';
import { atPath, confirmModal, expectNotification, field, gone, hasValue, pageHeading, searchRow, unique, useBrowser, visible, type BrowserFixture } from '../support/browser.ts';

const SEARCH = 'Buscar por nome ou e-mail';
const PROFILE = 'Eventos (somente leitura)';

async function openUsersList(b: BrowserFixture): Promise<Page> {
  const page = await signedInPage(b, DEMO.admin, '/users/list');
  await visible(pageHeading(page, 'Usuários administradores'));
  return page;
}

async function apiUser(prefix: string) {
  const email = `${unique(prefix)}@e2e.local`;
  return createUserViaApi({ name: `Pessoa ${prefix}${unique('')}`, email, password: 'senha-qualquer-1', profile: PROFILE });
}

async function rowAction(page: Page, name: string, item: string) {
  await page.getByRole('button', { name: `Mais ações para ${name}` }).click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
}

describe('usuários administradores', () => {
  const b = useBrowser();

  it('cadastra um usuário com perfil: mensagem, volta para /users/list e aparece na lista', async () => {
    const page = await openUsersList(b);
    await page.getByRole('link', { name: 'Cadastrar' }).click();
    await atPath(page, '/users/new');

    const email = `${unique('novo-')}@e2e.local`;
    const name = `Pessoa Nova ${unique('')}`;
    await field(page, 'Nome').fill(name);
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('combobox', { name: 'Perfis' }).click();
    await page.getByRole('option', { name: PROFILE }).click();
    await page.keyboard.press('Escape');
    await page.getByLabel('Senha', { exact: true }).fill('senha-inicial-1');
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();

    await expectNotification(page, MSG.userCreated);
    await atPath(page, '/users/list');
    const row = await searchRow(page, SEARCH, email);
    await visible(row.getByText(name, { exact: true }));
    await visible(row.getByText(PROFILE, { exact: true }));
    await visible(row.getByText('Ativo', { exact: true }));
  });

  it('edita: mensagem, volta para /users/list e a lista mostra o novo nome', async () => {
    const user = await apiUser('editar-');
    const page = await openUsersList(b);
    const row = await searchRow(page, SEARCH, user.email);
    await row.getByRole('link', { name: `Editar ${user.name}` }).click();
    await atPath(page, `/users/${user.id}/edit`);

    const nameField = field(page, 'Nome');
    await hasValue(nameField, user.name);
    const newName = `${user.name} Editada`;
    await nameField.fill(newName);
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();

    await expectNotification(page, MSG.userEdited);
    await atPath(page, '/users/list');
    const edited = await searchRow(page, SEARCH, user.email);
    await visible(edited.getByText(newName, { exact: true }));
  });

  it(`desativa ('${MODAL.disable}') e ativa de novo: mensagens e status na lista`, async () => {
    const user = await apiUser('status-');
    const page = await openUsersList(b);
    const row = await searchRow(page, SEARCH, user.email);
    await visible(row.getByText('Ativo', { exact: true }));

    await rowAction(page, user.name, 'Desativar');
    await confirmModal(page, MODAL.disable);
    await expectNotification(page, MSG.userDisabled);
    await visible(row.getByText('Inativo', { exact: true }));

    await rowAction(page, user.name, 'Ativar');
    await confirmModal(page, MODAL.enable);
    await expectNotification(page, MSG.userEnabled);
    await visible(row.getByText('Ativo', { exact: true }));
  });

  it(`exclui ('${MODAL.delete}'): mensagem, fica em /users/list e some da lista`, async () => {
    const user = await apiUser('excluir-');
    const page = await openUsersList(b);
    await searchRow(page, SEARCH, user.email);

    await rowAction(page, user.name, 'Excluir');
    await confirmModal(page, MODAL.delete);
    await expectNotification(page, MSG.userDeleted);
    await atPath(page, '/users/list');
    await gone(page.getByRole('row').filter({ hasText: user.email }));
    expect(await page.getByRole('row').filter({ hasText: user.email }).count()).toBe(0);
  });
});
