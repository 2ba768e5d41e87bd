import { BEACH_TENNIS_MSG, TOURNAMENT_MSG } from '@backoffice/contract';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../support/accounts.ts';
import { signedInPage } from '../support/auth.ts';
import { atPath, expectNotification, field, pageHeading, unique, useBrowser, visible } from '../support/browser.ts';

/** A random CPF with valid check digits (new to the seeded data). */
function cpf(): string {
  const d = Array.from({ length: 9 }, () => Math.floor(Math.random() * 10));
  for (const n of [9, 10]) d.push(((d.slice(0, n).reduce((s, x, i) => s + x * (n + 1 - i), 0) * 10) % 11) % 10);
  return d.join('');
}

describe('tournaments', () => {
  const b = useBrowser();

  it('cria um torneio por categoria 3 × 2 (6 vagas), remove uma modalidade e uma categoria e fica com 2, importa inscrições de uma planilha', async () => {
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
    // a saved category priced on its own: its price field (on a tab that stays mounted) must go with it
    await page.getByRole('tab', { name: 'Categorias' }).click();
    await page.getByRole('button', { name: 'Remover categoria 1' }).click();
    await page.getByRole('tab', { name: 'Valores' }).click();
    await visible(field(page, 'Preço — Feminino B'));
    await visible(field(page, 'Preço — Mista C'));
    expect(await page.getByLabel(/^Preço — /).count()).toBe(2);
    await page.getByRole('tab', { name: 'Vagas' }).click();
    await visible(page.getByTestId('slots-count').getByText('2 vagas'));
    await visible(page.getByText('Vagas que serão removidas ao salvar'));

    await page.getByRole('button', { name: 'Salvar e Sair' }).click();
    await expectNotification(page, TOURNAMENT_MSG.edited);
    await atPath(page, `/tournaments/${id}/show`);
    await visible(page.getByRole('heading', { name: 'Vagas (2)' }));
    expect(await page.getByTestId('slot-row').count()).toBe(2);

    // the beach-tennis import: a file the test writes, checked line by line, then imported all at once
    const [a, p, c] = [cpf(), cpf(), cpf()];
    const tag = Date.now().toString(36);
    const file = [
      'categoria;modalidade;atleta_nome;atleta_cpf;atleta_email;parceiro_nome;parceiro_cpf;parceiro_email;status',
      `Feminino B;Duplas;Atleta Um ${tag};${a};um-${tag}@teste.local;Parceiro Um ${tag};${p};dois-${tag}@teste.local;aprovada`,
      `Mista C;Duplas;Atleta Três ${tag};${c};tres-${tag}@teste.local;;;;pendente`,
    ].join('\n');
    await page.goto('/beach-tennis/import');
    await visible(pageHeading(page, 'Importar inscrições de beach tennis'));
    await field(page, 'Torneio').fill(name);
    await page.getByRole('option', { name }).click();
    await page.locator('input[type="file"]').last().setInputFiles({ name: 'inscritos.csv', mimeType: 'text/csv', buffer: Buffer.from(file, 'utf8') });
    await page.getByRole('button', { name: 'Verificar arquivo' }).click();
    await visible(page.getByTestId('dry-run-valid').getByText('2 válidas'));
    await visible(page.getByTestId('dry-run-invalid').getByText('0 com erro'));
    await page.getByRole('button', { name: 'Importar', exact: true }).click();
    await expectNotification(page, BEACH_TENNIS_MSG.queued);
    await visible(page.getByTestId('import-job').getByText(/2 importadas/));

    await page.goto(`/tournaments/${id}/subscriptions`);
    await visible(page.getByRole('cell', { name: new RegExp(`Atleta Um ${tag}`) }));
    await visible(page.getByRole('cell', { name: new RegExp(`Atleta Três ${tag}`) }));
  });
});
