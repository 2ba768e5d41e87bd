import { ACCESS_TOKEN_HEADER, WITHDRAW_MSG, formatCpf, maskCpf, type WithdrawEvent, type WithdrawSubscription } from '@backoffice/contract';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { expectAccessible } from '../support/a11y.ts';
import { DEMO } from '../support/accounts.ts';
import { adminToken } from '../support/api.ts';
import { signedInPage } from '../support/auth.ts';
import { atPath, confirmModal, expectNotification, gone, pageHeading, useBrowser, visible } from '../support/browser.ts';
import '../support/provided.ts';

async function get<T>(path: string): Promise<T> {
  const res = await fetch(`${inject('baseUrl')}/api${path}`, { headers: { [ACCESS_TOKEN_HEADER]: await adminToken() } });
  if (!res.ok) throw new Error(`GET ${path} → ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** A demo event with kits still to hand over, and one paid athlete of it whose kit is not withdrawn (with a CPF and chest number). */
async function pickAthlete(): Promise<{ event: WithdrawEvent; sub: WithdrawSubscription }> {
  const events = await get<WithdrawEvent[]>('/v1/withdraw_kits/events?time=all&per_page=50&order=-event_date');
  for (const event of events.filter((e) => e.counters.remaining > 0)) {
    const subs = await get<WithdrawSubscription[]>(`/v1/withdraw_kits/events/${event.id}/subscriptions?withdrawn=false&per_page=50`);
    // an accented name makes the accent-free search meaningful; any paid athlete with CPF and chest number will do otherwise
    const candidates = subs.filter((s) => s.withdrawable && s.athlete.cpf && s.chest_number !== null);
    const accented = (s: WithdrawSubscription) => fold(s.athlete.name) !== s.athlete.name.toLowerCase();
    for (const sub of [...candidates.filter(accented), ...candidates.filter((s) => !accented(s))]) {
      // search results carry the CPF masked (decision 0096): the one to type comes from the athlete's kit page
      const athlete = (await get<WithdrawSubscription>(`/v1/withdraw_kits/events/${event.id}/subscriptions/${sub.id}`)).athlete;
      // the test opens the athlete by CPF with Enter: someone with one subscription in the event (the demo has people with two)
      const sameCpf = await get<WithdrawSubscription[]>(`/v1/withdraw_kits/events/${event.id}/subscriptions?query=${athlete.cpf}&per_page=5`);
      if (sameCpf.length === 1) return { event, sub: { ...sub, athlete } };
    }
  }
  throw new Error('o seed demo não tem evento com kit a retirar');
}

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Buscar atleta' });
const results = (page: Page) => page.getByTestId('desk-results');
const counter = (page: Page, label: 'Retirados' | 'Restantes') => page.getByTestId(`counter-${label.toLowerCase()}`);

/** Types like a person (one key at a time: the search follows as you type) and waits for the athlete's row. */
async function find(page: Page, text: string, athleteName: string) {
  const box = searchBox(page);
  await box.fill('');
  await box.pressSequentially(text, { delay: 30 });
  await visible(results(page).getByRole('option').filter({ hasText: athleteName }));
}

async function counterValue(page: Page, label: 'Retirados' | 'Restantes'): Promise<number> {
  return Number((await counter(page, label).innerText()).replace(/\D/g, ''));
}

async function waitCounter(page: Page, label: 'Retirados' | 'Restantes', value: number) {
  const deadline = Date.now() + 15_000;
  while ((await counterValue(page, label)) !== value) {
    if (Date.now() > deadline) throw new Error(`contador ${label} = ${await counterValue(page, label)}, esperava ${value}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('retirada de kits: o balcão', () => {
  const b = useBrowser();

  it('acha o atleta por nome sem acento, por CPF e por número de peito; retira pelo teclado, o contador anda; desfaz', async () => {
    const { event, sub } = await pickAthlete();
    const page = await signedInPage(b, DEMO.admin, '/withdraw_kits/events?time=all');
    await visible(pageHeading(page, 'Retirada de kits'));
    await page.goto(`/withdraw_kits/events/${event.id}`);
    await visible(pageHeading(page, event.name));
    // the search box has the focus on arrival
    await visible(searchBox(page));
    expect(await searchBox(page).evaluate((el) => el === document.activeElement)).toBe(true);

    // a fragment of the name, without accents, words in the other order
    const words = fold(sub.athlete.name).split(/\s+/);
    const fragment = `${words.at(-1)!.slice(0, 4)} ${words[0]!.slice(0, 4)}`;
    await find(page, fragment, sub.athlete.name);
    // the desk with its results listed meets axe (the listbox and its options)
    await expectAccessible(page, 'balcão com resultados');
    // by CPF with the mask, and by chest number
    await find(page, formatCpf(sub.athlete.cpf!), sub.athlete.name);
    // the results show the CPF masked (decision 0096); the kit's dialog shows it in full
    await visible(results(page).getByRole('option').filter({ hasText: sub.athlete.name }).getByText(`CPF ${maskCpf(sub.athlete.cpf!)}`));
    await find(page, String(sub.chest_number), sub.athlete.name);

    const withdrawnBefore = await counterValue(page, 'Retirados');
    // open by CPF (a single match): Enter opens, Enter confirms
    await find(page, sub.athlete.cpf!, sub.athlete.name);
    await searchBox(page).press('Enter');
    const dialog = page.getByRole('dialog');
    await visible(dialog.getByRole('button', { name: 'Confirmar retirada (Enter)' }));
    await visible(dialog.getByText(`CPF ${formatCpf(sub.athlete.cpf!)}`));
    await expectAccessible(page, 'diálogo de retirada');
    await page.keyboard.press('Enter');
    await expectNotification(page, WITHDRAW_MSG.withdrawn);
    await gone(page.getByRole('dialog'));
    await waitCounter(page, 'Retirados', withdrawnBefore + 1);
    // back in the search box, the row now says who and when
    expect(await searchBox(page).evaluate((el) => el === document.activeElement)).toBe(true);
    await visible(results(page).getByRole('option').filter({ hasText: sub.athlete.name }).getByText(/^Retirado em .* por /));

    // undo: Enter opens, 'Desfazer retirada' with confirmation
    await searchBox(page).press('Enter');
    await visible(page.getByRole('dialog').getByRole('button', { name: 'Desfazer retirada' }));
    // a kit already withdrawn: Enter has nothing to confirm, and the hint does not offer it
    expect(await page.getByRole('dialog').getByText('confirma a retirada').count()).toBe(0);
    await expectAccessible(page, 'diálogo de kit já retirado');
    await page.getByRole('dialog').getByRole('button', { name: 'Desfazer retirada' }).click();
    await confirmModal(page, 'Sim, desfazer');
    await expectNotification(page, WITHDRAW_MSG.unchecked);
    await waitCounter(page, 'Retirados', withdrawnBefore);

    // the history keeps both
    await page.goto(`/withdraw_kits/events/${event.id}/subscriptions/${sub.id}/show`);
    const history = page.getByTestId('kit-history');
    await visible(history.getByText('Retirada desfeita'));
    await visible(history.getByText('Kit retirado'));
    await atPath(page, `/withdraw_kits/events/${event.id}/subscriptions/${sub.id}/show`);
  });

  it('sem resposta do servidor: não mostra o kit como retirado, avisa, e a nova tentativa é aplicada uma vez só', async () => {
    const { event, sub } = await pickAthlete();
    const page = await signedInPage(b, DEMO.admin, `/withdraw_kits/events/${event.id}`);
    await visible(pageHeading(page, event.name));
    const withdrawnBefore = await counterValue(page, 'Retirados');
    await find(page, sub.athlete.cpf!, sub.athlete.name);
    await searchBox(page).press('Enter');
    const dialog = page.getByRole('dialog');
    await visible(dialog.getByRole('button', { name: 'Confirmar retirada (Enter)' }));
    // the kit's detail is in (full CPF): a detail read still in flight could land after the withdrawal and show the truth
    await visible(dialog.getByText(`CPF ${formatCpf(sub.athlete.cpf!)}`));

    // the counters' 5-second poll waits meanwhile: it could learn of the withdrawal before the lost answer is shown
    let releasePoll = () => {};
    const pollHeld = new Promise<void>((resolve) => (releasePoll = resolve));
    const eventUrl = `**/v1/withdraw_kits/events/${event.id}`;
    await page.route(eventUrl, async (route) => {
      await pollHeld;
      await route.continue();
    });
    // the request reaches the server, but its answer is lost on the way back
    await page.route('**/withdraw', async (route) => {
      await route.fetch();
      await route.abort('internetdisconnected');
    });
    await page.keyboard.press('Enter');
    await visible(dialog.getByText('Sem conexão com o servidor'));
    await visible(dialog.getByText(/não foi confirmada/));
    expect(await dialog.getByText(/^Retirado em /).count()).toBe(0);

    // the connection is back: the same action again, applied once
    await page.unroute('**/withdraw');
    releasePoll();
    await page.unroute(eventUrl);
    await dialog.getByRole('button', { name: 'Tentar novamente' }).click();
    await expectNotification(page, WITHDRAW_MSG.withdrawn);
    await waitCounter(page, 'Retirados', withdrawnBefore + 1);
    const detail = await get<{ history: { action: string }[] }>(`/v1/withdraw_kits/events/${event.id}/subscriptions/${sub.id}`);
    expect(detail.history.filter((h) => h.action === 'withdrawn')).toHaveLength(detail.history.filter((h) => h.action === 'unchecked').length + 1);
  });
});
