import { MSG } from '@backoffice/contract';
import { describe, expect, it } from 'vitest';
import { DEMO, wrongCode } from '../support/accounts.ts';
import { signInWithTwoFactor, submitSignIn, typeTwoFactorCode } from '../support/auth.ts';
import { atPath, expectNotification, sidebar, useBrowser, visible } from '../support/browser.ts';

describe('entrar com 2FA', () => {
  const b = useBrowser();

  it('um código errado mostra um erro e a pessoa continua em /2fa', async () => {
    const { page } = b;
    await submitSignIn(page, DEMO.twoFactor.email, DEMO.twoFactor.password);
    await atPath(page, '/2fa');
    await visible(page.getByRole('heading', { name: 'Verificação em dois fatores' }));
    await typeTwoFactorCode(page, wrongCode());
    // §8: 'Ocorreu um erro inesperado. Tente novamente.' (login other errors and two-factor failure).
    const alert = await expectNotification(page, MSG.unexpectedRetry);
    // One message, not the server's reason stacked on top of it (issue 11 §4).
    expect((await alert.first().innerText()).replace(/\s+/g, ' ').trim()).toBe(MSG.unexpectedRetry);
    expect(await page.getByText(MSG.invalidTwoFactorCode).count()).toBe(0);
    await atPath(page, '/2fa');
  });

  it('senha e depois o código do autenticador (TOTP) levam a /admin com a sessão aberta', async () => {
    const { page } = b;
    await page.goto('/sign_in');
    await signInWithTwoFactor(page, DEMO.twoFactor);
    await visible(sidebar(page).getByText('Administradores', { exact: true }));
    await visible(page.getByRole('button', { name: 'Menu do usuário' }));
  });
});
