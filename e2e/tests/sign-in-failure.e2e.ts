import { MSG } from '@backoffice/contract';
import { describe, it } from 'vitest';
import { DEMO } from '../support/accounts.ts';
import { submitSignIn } from '../support/auth.ts';
import { atPath, expectNotification, useBrowser } from '../support/browser.ts';

describe('senha errada', () => {
  const b = useBrowser();

  it("mostra 'Credenciais inválidas.' com o título 'Falha na Autenticação' e não entra", async () => {
    const { page } = b;
    await page.goto('/sign_in');
    await submitSignIn(page, DEMO.admin.email, 'senha-errada-123');
    await expectNotification(page, MSG.invalidCredentials, MSG.invalidCredentialsTitle);
    await atPath(page, '/sign_in');
  });
});
