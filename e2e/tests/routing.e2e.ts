import { MSG } from '@backoffice/contract';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../support/accounts.ts';
import { signedInPage } from '../support/auth.ts';
import { atPath, gone, useBrowser, visible } from '../support/browser.ts';

describe('rotas', () => {
  const b = useBrowser();

  it('quem já tem sessão e abre /sign_in vai para /events/list', async () => {
    const page = await signedInPage(b, DEMO.admin, '/sign_in');
    await atPath(page, '/events/list');
  });

  it('uma lista aberta de novo pede suas linhas junto com o código da página, e uma vez só', async () => {
    const page = await signedInPage(b, DEMO.admin);
    const rows = page.locator('table tbody tr').first();
    await page.goto('/events/list');
    await visible(rows);
    // the first click or key ends the learning of the page's start-up reads (lib/early-requests.ts)
    await page.dispatchEvent('body', 'pointerdown');
    expect(await page.evaluate(() => Object.keys(JSON.parse(localStorage.getItem('backoffice.start-up-reads') ?? '{}')))).toContain('/events/list');

    const asked: string[] = [];
    page.on('request', (request) => asked.push(request.url()));
    await page.reload();
    await visible(rows);
    const listReads = asked.filter((url) => /\/api\/v1\/events\?current_page=0&/.test(url));
    expect(listReads).toHaveLength(1);
    // asked by the preload script, before it preloads the page's own code
    const pageCode = asked.findIndex((url) => /\/assets\/EventsListPage-[^/]+\.js$/.test(url));
    expect(pageCode).toBeGreaterThan(-1);
    expect(asked.indexOf(listReads[0]!)).toBeLessThan(pageCode);
  });

  it("um caminho desconhecido mostra 'This page could not be found'", async () => {
    const { page } = b;
    await page.goto('/rota-que-nao-existe/123');
    await visible(page.getByText(MSG.notFoundPage, { exact: true }));
  });

  it("um caminho desconhecido com sessão também mostra 'This page could not be found'", async () => {
    // the not-found page has no sidebar: sign in at /admin first
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

describe('busca de páginas (Ctrl+K)', () => {
  const b = useBrowser();

  it('leva a uma página pelo nome sem acento, abre um pedido pelo número, busca um cliente nos pedidos, e cada aba diz qual é a página', async () => {
    const page = await signedInPage(b, DEMO.admin, '/orders/list');
    await visible(page.locator('table tbody tr').first());
    await expect.poll(() => page.title()).toBe('Pedidos · Backoffice');
    // from the list's own search field: the shortcut still opens the palette
    await page.getByPlaceholder(/Nome do cliente/).click();
    await page.keyboard.press('Control+K');
    const search = page.getByRole('textbox', { name: 'Buscar páginas' });
    await search.fill('relatorio fiscal');
    await page.keyboard.press('Enter');
    await atPath(page, '/tax-report/list');
    await expect.poll(() => page.title()).toBe('Relatório fiscal · Backoffice');

    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await search.fill('#12');
    await visible(page.getByRole('button', { name: 'Evento #12' }));
    await page.keyboard.press('Enter');
    await atPath(page, '/orders/12/show');
    await expect.poll(() => page.title()).toBe('Pedido #12 · Backoffice');

    // a customer's name: straight to the orders list searched by it
    await page.keyboard.press('Control+K');
    await search.fill('silva');
    await page.getByRole('button', { name: 'Pedidos do cliente “silva”' }).click();
    await atPath(page, '/orders/list');
    await visible(page.locator('table tbody tr').first());
    expect(new URL(page.url()).searchParams.get('query')).toBe('silva');
  });

  it('oferece só o que o perfil pode abrir', async () => {
    const page = await signedInPage(b, DEMO.staff, '/events/list');
    await visible(page.locator('table tbody tr').first());
    await page.keyboard.press('Control+K');
    const search = page.getByRole('textbox', { name: 'Buscar páginas' });
    await search.fill('12');
    await visible(page.getByRole('button', { name: 'Evento #12' }));
    expect(await page.getByRole('button', { name: 'Pedido #12' }).count()).toBe(0);
    await search.fill('cupom');
    // no coupons page, and a search only in the list this profile may open
    await visible(page.getByRole('button', { name: 'Eventos: “cupom”' }));
    expect(await page.getByRole('button', { name: /Cupons|Cadastrar cupom|Pedidos do cliente|Usuários do app/ }).count()).toBe(0);
    await search.fill('zz');
    await visible(page.getByText('Nenhuma página encontrada'));
    await page.keyboard.press('Escape');
    await gone(search);
  });
});
