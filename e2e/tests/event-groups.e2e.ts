import { EVENT_GROUP_MSG, MODAL } from '@backoffice/contract';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { DEMO } from '../support/accounts.ts';
import { signedInPage } from '../support/auth.ts';
import { atPath, confirmModal, expectNotification, field, gone, hasValue, pageHeading, searchRow, unique, useBrowser, visible } from '../support/browser.ts';
import { downloadCsv, waitForSearchParam } from '../support/csv.ts';

const SEARCH = 'Buscar por nome';
const combo = (scope: Page | Locator, text: string) => scope.getByRole('combobox', { name: new RegExp(`^${text}`) });

describe('grupos de eventos', () => {
  const b = useBrowser();

  it('cadastra com eventos buscados, edita, filtra por visibilidade, exporta o CSV e exclui', async () => {
    const page = await signedInPage(b, DEMO.admin, '/event-groups/list');
    await visible(pageHeading(page, 'Grupos de eventos'));
    await page.getByRole('link', { name: 'Cadastrar' }).click();
    await atPath(page, '/event-groups/new');

    const name = `Circuito E2E ${unique('')}`;
    await field(page, 'Nome').fill(name);
    await page.getByLabel('Visível ao público').check();
    const events = combo(page, 'Eventos');
    await events.click();
    await events.fill('Corrida');
    const option = page.getByRole('option').filter({ hasText: 'Corrida' }).first();
    await visible(option);
    const chosen = (await option.innerText()).trim();
    await option.click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expectNotification(page, EVENT_GROUP_MSG.created);
    await atPath(page, /^\/event-groups\/\d+\/show$/);
    await visible(pageHeading(page, name));
    const eventName = chosen.replace(/ \(\d{2}\.\d{2}\.\d{4}\)$/, '');
    await visible(page.getByRole('table', { name: 'Eventos do grupo' }).getByRole('link', { name: eventName, exact: true }));

    await page.getByRole('link', { name: 'Editar' }).click();
    await hasValue(field(page, 'Nome'), name);
    await visible(page.getByText(chosen, { exact: true }));
    await page.getByLabel('Visível ao público').uncheck();
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expectNotification(page, EVENT_GROUP_MSG.edited);
    await visible(page.getByText('Privada', { exact: true }));

    await page.goto('/event-groups/list?public_visibility=false');
    const row = await searchRow(page, SEARCH, name);
    await waitForSearchParam(page, 'query', name);
    await gone(page.getByRole('row').filter({ hasNotText: name }).filter({ has: page.getByRole('cell') }));
    await visible(row.getByText('Privada', { exact: true }));
    expect(new URL(page.url()).searchParams.get('public_visibility')).toBe('false');
    const csv = await downloadCsv(page);
    expect(csv.fileName).toBe('grupos_de_eventos.csv');
    expect(csv.rows.slice(1).map((r) => [r[1], r[3], r[4]])).toEqual([[name, 'Não', '1']]);

    await row.getByRole('button', { name: `Excluir ${name}` }).click();
    await confirmModal(page, MODAL.delete);
    await expectNotification(page, EVENT_GROUP_MSG.deleted);
    await gone(page.getByRole('row').filter({ hasText: name }));
  });
});
