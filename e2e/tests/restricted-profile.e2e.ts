import { describe, expect, it } from 'vitest';
import { DEMO } from '../support/accounts.ts';
import { adminToken, call, createProfileViaApi, createUserViaApi } from '../support/api.ts';
import { signIn, signedInPage } from '../support/auth.ts';
import { atPath, pageHeading, sidebar, unique, useBrowser, visible } from '../support/browser.ts';

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
    const page = await signedInPage(b, DEMO.admin, '/events/list');
    await atPath(page, '/events/list');
    await visible(page.getByRole('main').getByRole('link', { name: 'Cadastrar' }).or(page.getByRole('main').getByRole('button', { name: 'Cadastrar' })));
  });
});

describe('a interface oferece só o que o perfil pode fazer (issue 11 §2)', () => {
  const b = useBrowser();

  it('somente leitura: formulários que não poderia salvar vão para /403 antes de aparecer; sem CSV nem menus vazios; relatórios só com exportar', async () => {
    const { page } = b;
    const events = (await call<{ id: number; name: string }[]>('GET', '/v1/events?time=all&per_page=1', await adminToken()))[0]!;
    await page.goto('/sign_in');
    await signIn(page, DEMO.staff);
    for (const path of ['/events/new', `/events/${events.id}/edit`, `/events/${events.id}/finish`, `/events/${events.id}/import`]) {
      await page.goto(path);
      await atPath(page, '/403');
      expect(await page.getByRole('button', { name: 'Salvar', exact: true }).count(), `Salvar em ${path}`).toBe(0);
    }
    await page.goto('/events/list?time=all');
    await visible(page.getByRole('table', { name: 'Eventos' }).getByRole('link').first());
    expect(await page.getByRole('button', { name: 'Exportar CSV' }).count(), 'Exportar CSV').toBe(0);
    expect(await page.getByRole('button', { name: /^Mais ações para / }).count(), "menus '…' vazios").toBe(0);
    // report files carry participants' data: their list needs export, like requesting them (issue 12 §2)
    await page.goto('/events/subscriptions-report');
    await atPath(page, '/403');
  });

  it('perfil sob medida (Eventos: Visualizar; Retirada de kits: Visualizar e Retirar): o balcão abre, a edição de retirada não', async () => {
    const profile = await createProfileViaApi(`Balcão ${unique('')}`, [
      { action: 'index', resource: 'events' },
      { action: 'index', resource: 'withdraw_kits' },
      { action: 'withdraw', resource: 'withdraw_kits' },
    ]);
    const email = `balcao-${unique('')}@demo.local`;
    await createUserViaApi({ name: 'Pessoa do Balcão', email, password: 'senha-do-balcao-1', profile: profile.name });
    const { page } = b;
    await page.goto('/sign_in');
    await signIn(page, { email, password: 'senha-do-balcao-1' });
    await page.goto('/withdraw_kits/events/1/subscriptions/1/edit');
    await atPath(page, '/403');
    await page.goto('/events/1/edit');
    await atPath(page, '/403');
  });
});
