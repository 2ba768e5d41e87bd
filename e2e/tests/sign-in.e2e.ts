import { describe, expect, it } from 'vitest';
import { DEMO } from '../support/accounts.ts';
import { signIn } from '../support/auth.ts';
import { atPath, sidebar, useBrowser, visible } from '../support/browser.ts';

describe('entrar sem 2FA', () => {
  const b = useBrowser();

  it('admin entra, vê /admin com o menu lateral e sai para /sign_in', async () => {
    const { page } = b;
    await page.goto('/sign_in');
    await signIn(page, DEMO.admin);
    await atPath(page, '/admin');
    const nav = sidebar(page);
    await visible(nav.getByRole('link', { name: 'Início' }));
    await visible(nav.getByText('Administradores', { exact: true }));
    await visible(page.getByRole('heading', { name: /Bem-vindo\(a\), Administrador/ }));

    await page.getByRole('button', { name: 'Menu do usuário' }).click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await atPath(page, '/sign_in');
    await visible(page.getByRole('button', { name: 'Entrar', exact: true }));
    // nor are the pages this person opened remembered for the next one (lib/early-requests.ts)
    expect(await page.evaluate(() => localStorage.getItem('backoffice.start-up-reads'))).toBeNull();

    // The session is gone: a signed-in page sends back to /sign_in.
    await page.goto('/users/list');
    await atPath(page, '/sign_in');
  });
});
