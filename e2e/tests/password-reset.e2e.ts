import { MSG } from '@backoffice/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUserViaApi } from '../support/api.ts';
import { signIn } from '../support/auth.ts';
import { atPath, expectNotification, unique, useBrowser, visible } from '../support/browser.ts';
import { mailMark, waitForMail } from '../support/mail.ts';

describe('esqueci minha senha', () => {
  const b = useBrowser();
  const person = { name: 'Pessoa Redefinição E2E', email: `${unique('reset-')}@e2e.local`, password: 'senha-antiga-123' };

  beforeAll(async () => {
    await createUserViaApi({ ...person, profile: 'Eventos (somente leitura)' });
  });

  it('link do e-mail → /reset-password?token=… → nova senha → entra com ela', async () => {
    const { page } = b;
    await page.goto('/sign_in');
    await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
    await atPath(page, '/forgot_password');
    // the sign-in form (with its own E-mail field) stays on screen until the page's code has loaded
    await visible(page.getByRole('heading', { name: 'Esqueci minha senha' }));

    const mark = mailMark();
    await page.getByLabel('E-mail', { exact: true }).fill(person.email);
    await page.getByRole('button', { name: 'Enviar' }).click();
    await expectNotification(page, MSG.emailSent);

    const mail = await waitForMail(person.email, { since: mark });
    const link = new URL(mail.link);
    expect(link.origin).toBe(b.baseUrl);
    expect(['/reset-password', '/reset_password']).toContain(link.pathname);
    expect(link.searchParams.get('token')).toMatch(/.{16,}/);

    await page.goto(mail.link);
    await visible(page.getByRole('heading', { name: 'Redefinir senha' }));
    const newPassword = 'senha-nova-456';
    await page.getByLabel('Nova senha', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirmação da nova senha', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Alterar senha' }).click();
    await expectNotification(page, MSG.passwordChanged);
    await atPath(page, '/sign_in');

    await signIn(page, { email: person.email, password: newPassword });
    await atPath(page, '/admin');
  });
});
