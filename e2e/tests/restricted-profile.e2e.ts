import { describe, expect, it } from 'vitest';
import { DEMO } from '../support/accounts.ts';
import { signIn, signedInPage } from '../support/auth.ts';
import { atPath, pageHeading, sidebar, useBrowser, visible } from '../support/browser.ts';

describe("perfil restrito ('Eventos (somente leitura)')", () => {
  const b = useBrowser();

  it('o menu lateral não tem usuários; /users/list mostra 403; /events/list não tem Cadastrar', async () => {
    const { page } = b;
    await page.goto('/sign_in');
    await signIn(page, DEMO.staff);

    const nav = sidebar(page);
    await visible(nav.getByText('Eventos', { exact: true }).first());
    expect(await nav.locator('a[href="/users/list"]').count(), 'link para /users/list no menu').toBe(0);
    expect(await nav.getByText('Usuários', { exact: true }).count(), "'Usuários' no menu").toBe(0);
    expect(await nav.getByText('Administradores', { exact: true }).count(), "'Administradores' no menu").toBe(0);

    await page.goto('/users/list');
    await atPath(page, '/403');
    await visible(page.getByText('403', { exact: true }));
    await visible(pageHeading(page, 'Acesso negado'));

    await page.goto('/events/list');
    await atPath(page, '/events/list');
    await visible(page.getByRole('main').getByRole('heading', { level: 2 }));
    expect(await page.getByRole('main').getByRole('link', { name: 'Cadastrar' }).count(), "link 'Cadastrar'").toBe(0);
    expect(await page.getByRole('main').getByRole('button', { name: 'Cadastrar' }).count(), "botão 'Cadastrar'").toBe(0);
  });

  it("controle: com acesso total, /events/list mostra 'Cadastrar' (sem isso a ausência acima não prova nada)", async () => {
    const page = await signedInPage(b, DEMO.admin);
    await page.goto('/events/list');
    await atPath(page, '/events/list');
    await visible(page.getByRole('main').getByRole('link', { name: 'Cadastrar' }).or(page.getByRole('main').getByRole('button', { name: 'Cadastrar' })));
  });
});
