import { TOURNAMENT_MSG } from '@backoffice/contract';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../support/accounts.ts';
import { signedInPage } from '../support/auth.ts';
import { atPath, expectNotification, field, pageHeading, unique, useBrowser, visible } from '../support/browser.ts';

describe('tournaments', () => {
  const b = useBrowser();

  it('cria um torneio por categoria 3 × 2 (6 vagas), remove uma modalidade e fica com 3', async () => {
    const page = await signedInPage(b, DEMO.admin);
    const name = unique('Open Beach Tennis');
    await page.goto('/tournaments/new');
    await visible(pageHeading(page, 'Cadastrar torneio'));
    await field(page, 'Nome').fill(name);

    await page.getByRole('tab', { name: 'Categorias' }).click();
    const categories = ['Masculino A', 'Feminino B', 'Mista C'];
    for (const [i, c] of categories.entries()) {
      await page.getByRole('button', { name: 'Adicionar categoria' }).click();
      await field(page, `Categoria ${i + 1}`).fill(c);
    }
    await page.getByRole('tab', { name: 'Modalidades' }).click();
    for (const [i, m] of ['Duplas', 'Simples'].entries()) {
      await page.getByRole('button', { name: 'Adicionar modalidade' }).click();
      await field(page, `Modalidade ${i + 1}`).fill(m);
    }
    await page.getByRole('tab', { name: 'Valores' }).click();
    await page.getByText('Por categoria', { exact: true }).click();
    for (const c of categories) await field(page, `Preço — ${c}`).fill('120,00');
    await visible(page.getByTestId('price-type').getByText('Por categoria'));
    await visible(page.getByTestId('charge-type').getByText('Pago'));

    await page.getByRole('tab', { name: 'Vagas' }).click();
    await visible(page.getByTestId('slots-count').getByText('6 vagas'));
    expect(await page.getByRole('tabpanel').getByTestId('slot-row').count()).toBe(6);

    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expectNotification(page, TOURNAMENT_MSG.created);
    await atPath(page, /^\/tournaments\/\d+\/show$/);
    await visible(pageHeading(page, name));
    await visible(page.getByRole('heading', { name: 'Vagas (6)' }));
    const id = new URL(page.url()).pathname.split('/')[2];

    await page.goto(`/tournaments/${id}/edit`);
    await visible(pageHeading(page, 'Editar torneio'));
    await page.getByRole('tab', { name: 'Modalidades' }).click();
    await page.getByRole('button', { name: 'Remover modalidade 2' }).click();
    await page.getByRole('tab', { name: 'Vagas' }).click();
    await visible(page.getByTestId('slots-count').getByText('3 vagas'));
    await visible(page.getByText('Vagas que serão removidas ao salvar'));

    await page.getByRole('button', { name: 'Salvar e Sair' }).click();
    await expectNotification(page, TOURNAMENT_MSG.edited);
    await atPath(page, `/tournaments/${id}/show`);
    await visible(page.getByRole('heading', { name: 'Vagas (3)' }));
    expect(await page.getByTestId('slot-row').count()).toBe(3);
  });
});
