import { ACCESS_TOKEN_HEADER, EVENT_MSG, MODAL, UPLOAD_MSG, todayInSaoPaulo, type EventDetail } from '@backoffice/contract';
import type { Locator, Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { inject } from 'vitest';
import { expectAccessible } from '../support/a11y.ts';
import { DEMO } from '../support/accounts.ts';
import { adminToken } from '../support/api.ts';
import { signedInPage } from '../support/auth.ts';
import { atPath, confirmModal, expectApart, expectFitsWidth, expectNotification, expectOnTop, gone, hasValue, pageHeading, typeDate, unique, useBrowser, visible, type BrowserFixture } from '../support/browser.ts';
import '../support/provided.ts';

const SEARCH = 'Buscar por nome, endereço (slug) ou ID';
// 1×1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

const iso = (days: number) => {
  const d = new Date(`${todayInSaoPaulo()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${inject('baseUrl')}/api${path}`, {
    method,
    headers: { [ACCESS_TOKEN_HEADER]: await adminToken(), ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} → ${res.status}: ${text}`);
  return JSON.parse(text) as T;
}

/** An event made through the API (test preparation): online, one modality with one lot. */
async function apiEvent(prefix: string): Promise<EventDetail> {
  const [modality] = await api<{ id: number }[]>('GET', `/v1/modalities?query=${encodeURIComponent('10 km')}&per_page=5`);
  return api<EventDetail>('POST', '/v1/events/', {
    name: `${prefix} ${unique('')}`,
    online: true,
    online_url: 'https://exemplo.com/ao-vivo',
    event_date: iso(40),
    subscription_start_date: iso(-1),
    subscription_end_date: iso(30),
    event_modalities: [{ modality_id: modality!.id, lots: [{ date: iso(-1), price: 50, eldery_price: 25, team_price: 45, team_eldery_price: 22.5 }] }],
  });
}

/** A Mantine select: its input is found by label (an asterisk may follow the text). */
const field = (scope: Page | Locator, label: string) => scope.getByLabel(new RegExp(`^${label}\\s*\\*?$`));

async function pick(page: Page, scope: Page | Locator, label: string, option: string, nth = 0) {
  await field(scope, label).nth(nth).click();
  await page.getByRole('option', { name: option, exact: true }).first().click();
}

async function openShow(b: BrowserFixture, event: { id: number; name: string }): Promise<Page> {
  const page = await signedInPage(b, DEMO.admin, `/events/${event.id}/show`);
  await visible(pageHeading(page, event.name));
  return page;
}

async function menuAction(page: Page, name: string, item: string) {
  const trigger = page.getByRole('button', { name: `Mais ações para ${name}` });
  const entry = page.getByRole('menuitem', { name: item, exact: true });
  await trigger.click();
  // Right after an action its toast is on screen: the menu opens above it, never under it (decision 0092).
  await expectOnTop(entry);
  await entry.click();
}

describe('eventos', () => {
  const b = useBrowser();

  it('cadastra um evento com duas modalidades de três lotes, estoque de kits, extra, patrocinador, ONG e foto', async () => {
    const page = await signedInPage(b, DEMO.admin, '/events/list');
    await visible(pageHeading(page, 'Eventos'));
    await page.getByRole('link', { name: 'Cadastrar' }).click();
    await atPath(page, '/events/new');
    // A save refused before sending: the form in error meets axe, and says where (issue 11 §3, §7).
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await visible(page.getByText('Informe a cidade do evento (ou marque o evento como online)'));
    await expectAccessible(page, 'formulário de evento com erros');

    const name = `Corrida E2E ${unique('')}`;
    await field(page, 'Nome').first().fill(name);
    await pick(page, page, 'Categoria', 'Corrida de rua');
    await pick(page, page, 'Estado', 'São Paulo (SP)');
    await pick(page, page, 'Cidade', 'São Paulo');
    await page.getByLabel('Local', { exact: true }).fill('Parque Ibirapuera');

    // Photo: a non-image is refused before sending (§5), an image is sent and previewed.
    const photoInput = page.locator('input[type=file]').first();
    await photoInput.setInputFiles({ name: 'nota.txt', mimeType: 'text/plain', buffer: Buffer.from('não sou imagem') });
    await expectNotification(page, UPLOAD_MSG.notAnImage);
    await photoInput.setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: PNG });
    await visible(page.getByRole('img', { name: 'Prévia: Foto do evento' }));

    await page.getByRole('tab', { name: 'Datas e inscrições' }).click();
    await typeDate(page.getByLabel('Data do evento', { exact: true }), iso(60));
    await typeDate(page.getByLabel('Início das inscrições', { exact: true }), iso(-10));
    await typeDate(page.getByLabel('Fim das inscrições', { exact: true }), iso(50));
    await page.getByLabel('Limite de inscrições', { exact: true }).first().fill('300');

    await page.getByRole('tab', { name: 'Modalidades e lotes' }).click();
    for (const [i, modality] of (['5 km', '10 km'] as const).entries()) {
      await page.getByRole('button', { name: 'Adicionar modalidade' }).click();
      const card = page.getByTestId(`event-modality-${i}`);
      await pick(page, card, 'Modalidade', modality);
      await typeDate(card.getByTestId(`lot-${i}-0`).getByLabel('A partir de'), iso(-10 + i));
      await card.getByTestId(`lot-${i}-0`).getByLabel('Inteira').fill(i === 0 ? '8000' : '9000');
      await card.getByRole('button', { name: 'Adicionar lote' }).click();
      await card.getByRole('button', { name: 'Adicionar lote' }).click();
      await typeDate(card.getByTestId(`lot-${i}-1`).getByLabel('A partir de'), iso(10));
      await card.getByTestId(`lot-${i}-1`).getByLabel('Inteira').fill('10000');
      await typeDate(card.getByTestId(`lot-${i}-2`).getByLabel('A partir de'), iso(30));
      await card.getByTestId(`lot-${i}-2`).getByLabel('Inteira').fill('12000');
      // The price timeline marks the lot in force today.
      await visible(card.getByRole('table', { name: 'Linha do tempo dos lotes' }).getByText('Vigente'));
    }

    await page.getByRole('tab', { name: 'Kits' }).click();
    await page.getByLabel('Estoque G', { exact: true }).first().fill('40');
    await page.getByLabel('Estoque M', { exact: true }).first().fill('30');

    await page.getByRole('tab', { name: 'Extras e patrocinadores' }).click();
    await page.getByRole('button', { name: 'Adicionar extra' }).click();
    await pick(page, page.getByTestId('extra-0'), 'Extra', 'Medalha finisher');
    await page.getByRole('button', { name: 'Adicionar patrocinador' }).click();
    await pick(page, page.getByTestId('sponsor-0'), 'Patrocinador', 'Banco Horizonte');

    await page.getByRole('tab', { name: 'ONGs e doações' }).click();
    await page.getByLabel('ONGs', { exact: true }).first().click();
    await page.getByRole('option', { name: 'Instituto Passos que Transformam' }).click();
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Salvar e Sair' }).click();
    await expectNotification(page, EVENT_MSG.created);
    await atPath(page, /^\/events\/\d+\/show$/);
    await visible(pageHeading(page, name));
    await visible(page.getByText('Medalha finisher'));
    await visible(page.getByText('Banco Horizonte'));
    await visible(page.getByText('Instituto Passos que Transformam'));
    await visible(page.getByRole('img', { name: `Foto de ${name}` }));
    await visible(page.getByText(/Lote vigente:\s*R\$ 80,00/));
    await visible(page.getByText(/Lote vigente:\s*R\$ 90,00/));
    // on a phone the page fits its width: the lots and kits tables scroll inside their own regions
    await page.setViewportSize({ width: 390, height: 844 });
    await visible(page.getByRole('region', { name: 'Estoque de kits' }));
    await expectFitsWidth(page);
    await page.setViewportSize({ width: 1280, height: 800 });

    // In the list, with filters.
    await page.goto('/events/list');
    const search = page.getByRole('textbox', { name: SEARCH });
    await search.fill(name);
    await search.press('Enter');
    const row = page.getByRole('row').filter({ hasText: name });
    await visible(row);
    await page.getByLabel('Categoria', { exact: true }).first().click();
    await page.getByRole('option', { name: 'Corrida de rua', exact: true }).click();
    await visible(row);
    await page.getByLabel('Status', { exact: true }).first().click();
    await page.getByRole('option', { name: 'Inativo', exact: true }).click();
    await gone(row);
    await page.getByLabel('Status', { exact: true }).first().click();
    await page.getByRole('option', { name: 'Ativo', exact: true }).click();
    await visible(row);
  });

  it('edita: o formulário abre sem alterações, salva e volta para a página do evento', async () => {
    const event = await apiEvent('Editar');
    const page = await openShow(b, event);
    await page.getByRole('link', { name: 'Editar' }).click();
    await atPath(page, `/events/${event.id}/edit`);
    const nameField = field(page, 'Nome').first();
    await hasValue(nameField, event.name);
    await nameField.fill(`${event.name} editado`);
    await page.getByRole('button', { name: 'Salvar e Sair' }).click();
    await expectNotification(page, EVENT_MSG.edited);
    await atPath(page, `/events/${event.id}/show`);
    await visible(pageHeading(page, `${event.name} editado`));
  });

  it('duplica e abre a cópia para edição', async () => {
    const event = await apiEvent('Duplicar');
    const page = await openShow(b, event);
    await menuAction(page, event.name, 'Duplicar');
    await confirmModal(page, MODAL.ok);
    await expectNotification(page, EVENT_MSG.duplicated);
    await atPath(page, /^\/events\/\d+\/edit$/);
    await hasValue(field(page, 'Nome').first(), `${event.name} (cópia)`);
  });

  it('desativa e ativa; bloqueia e libera as inscrições (o evento é recarregado a cada mudança)', async () => {
    const event = await apiEvent('Status');
    const page = await openShow(b, event);
    await menuAction(page, event.name, 'Desativar');
    await confirmModal(page, MODAL.disable);
    const toast = await expectNotification(page, EVENT_MSG.disabled);
    await visible(page.getByText('Inativo', { exact: true }));
    // The toast (top-right, 8 s) leaves the page header's buttons free: the next action needs no wait (decision 0092).
    await expectApart(toast, page.getByRole('button', { name: `Mais ações para ${event.name}` }));
    await menuAction(page, event.name, 'Ativar');
    await confirmModal(page, MODAL.enable);
    await expectNotification(page, EVENT_MSG.enabled);
    await menuAction(page, event.name, 'Bloquear inscrições');
    await confirmModal(page, MODAL.disable);
    await expectNotification(page, EVENT_MSG.subscriptionsBlocked);
    await visible(page.getByText('Inscrições bloqueadas', { exact: true }));
    await menuAction(page, event.name, 'Liberar inscrições');
    await confirmModal(page, MODAL.enable);
    await expectNotification(page, EVENT_MSG.subscriptionsEnabled);
    await gone(page.getByText('Inscrições bloqueadas', { exact: true }));
  });

  it('finaliza um evento e exclui outro; ambos voltam para a lista', async () => {
    const toFinish = await apiEvent('Finalizar');
    const page = await openShow(b, toFinish);
    await menuAction(page, toFinish.name, 'Finalizar');
    await atPath(page, `/events/${toFinish.id}/finish`);
    // The button says what it does, and asks first (issue 11 §3).
    await page.getByRole('button', { name: 'Finalizar evento', exact: true }).click();
    await visible(page.getByRole('dialog').getByText(/As inscrições serão encerradas/));
    await confirmModal(page, MODAL.ok);
    await expectNotification(page, EVENT_MSG.finished);
    await atPath(page, '/events/list');

    const toDelete = await apiEvent('Excluir');
    await page.goto(`/events/${toDelete.id}/show`);
    await visible(pageHeading(page, toDelete.name));
    await menuAction(page, toDelete.name, 'Excluir');
    await confirmModal(page, MODAL.delete);
    await expectNotification(page, EVENT_MSG.deleted);
    await atPath(page, '/events/list');
  });
});
