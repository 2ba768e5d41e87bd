import { MSG } from '@backoffice/contract';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../support/accounts.ts';
import { signedInPage } from '../support/auth.ts';
import { atPath, useBrowser, visible } from '../support/browser.ts';

describe('rotas', () => {
  const b = useBrowser();

  it('quem já tem sessão e abre /sign_in vai para /events/list', async () => {
    const page = await signedInPage(b, DEMO.admin);
    await page.goto('/sign_in');
    await atPath(page, '/events/list');
  });

  it("um caminho desconhecido mostra 'This page could not be found'", async () => {
    const { page } = b;
    await page.goto('/rota-que-nao-existe/123');
    await visible(page.getByText(MSG.notFoundPage, { exact: true }));
  });

  it("um caminho desconhecido com sessão também mostra 'This page could not be found'", async () => {
    const page = await signedInPage(b, DEMO.admin);
    await page.goto('/events/nao/existe/mesmo');
    await visible(page.getByText(MSG.notFoundPage, { exact: true }));
  });
});

describe('registros que não existem', () => {
  const b = useBrowser();

  it("um registro inexistente ou um endereço sem id válido diz 'Registro não encontrado.' e oferece voltar para a lista", async () => {
    const page = await signedInPage(b, DEMO.admin);
    for (const path of ['/events/abc/show', '/events/99999999/show', '/sponsors/99999999/show']) {
      await page.goto(path);
      const alert = page.getByRole('alert').filter({ hasText: MSG.notFound });
      await visible(alert);
      expect(await alert.getByRole('button', { name: 'Tentar novamente' }).count()).toBe(0);
      await alert.getByRole('link', { name: 'Voltar para a lista' }).click();
      await atPath(page, `/${path.split('/')[1]}/list`);
    }
  });
});
