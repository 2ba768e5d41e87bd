import type { Scenario, ScenarioContext, Target } from '../types.ts';

/**
 * The kit desk search (issue 6) on the bench event with 100,000 subscriptions: what desks send as volunteers type.
 * Three targets, each rotating over many texts taken from real athletes of the event:
 *   - name fragments as typed (first-name prefixes, "first surname-prefix", surname alone, words reversed, no accents);
 *   - CPFs with and without the mask, and their prefixes while typing;
 *   - chest numbers, whole and as typed.
 * The time from keystroke to results on screen in Chromium is measured by `src/kit-desk-browser.ts`.
 */

type Event = { id: number; name: string; counters: { total: number } };
type Sub = { athlete: { name: string; cpf: string | null; masked?: boolean }; chest_number: number | null };
type Listed = Sub & { id: number };

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const maskCpf = (d: string) => `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}`;

/** Deterministic picks (the same texts on every run). */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** The event with the most subscriptions whose kits can be handed over: the 100k bench event. */
export async function benchDeskEvent(ctx: ScenarioContext): Promise<Event> {
  const { body } = await ctx.get<Event[]>(`${ctx.apiPrefix}/v1/withdraw_kits/events?time=all&per_page=50&order=id`);
  const best = [...body].sort((a, b) => b.counters.total - a.counters.total)[0];
  if (!best) throw new Error('No event with kit pickup in the data set');
  return best;
}

/**
 * Opens the event's desk as the panel does (GET the event), which loads its in-memory search index, and waits until
 * searches are answered from it (response header x-desk-search: index), as they are all day at a real desk.
 */
export async function openDesk(ctx: ScenarioContext, eventId: number, timeoutMs = 180_000): Promise<void> {
  const started = performance.now();
  await ctx.get(`${ctx.apiPrefix}/v1/withdraw_kits/events/${eventId}`);
  for (;;) {
    const { headers } = await ctx.get(`${ctx.apiPrefix}/v1/withdraw_kits/events/${eventId}/subscriptions?per_page=1&query=a`);
    if (headers.get('x-desk-search') === 'index') break;
    if (performance.now() - started > timeoutMs) throw new Error(`The desk index of event ${eventId} did not load in ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  console.log(`Desk index of event ${eventId} ready in ${((performance.now() - started) / 1000).toFixed(1)} s (opened as the panel does).`);
}

/** Athletes sampled across the event (pages spread over its id order). */
export async function sampleAthletes(ctx: ScenarioContext, eventId: number, pages = 8): Promise<Listed[]> {
  const { headers } = await ctx.get<Sub[]>(`${ctx.apiPrefix}/v1/withdraw_kits/events/${eventId}/subscriptions?per_page=1&order=id`);
  const total = Number(headers.get('items-count') ?? '0');
  const out: Listed[] = [];
  for (let i = 0; i < pages; i++) {
    const page = Math.floor(((i + 0.5) / pages) * (total / 50));
    const { body } = await ctx.get<Listed[]>(`${ctx.apiPrefix}/v1/withdraw_kits/events/${eventId}/subscriptions?per_page=50&order=id&current_page=${page}`);
    out.push(...body);
  }
  // search results carry the CPF masked (decision 0096): the CPFs to type come from the athletes' kit pages
  let opened = 0;
  for (const sub of out) {
    if (!sub.athlete.masked) continue;
    sub.athlete.cpf = sub.athlete.cpf && opened++ < 250 ? (await ctx.get<Sub>(`${ctx.apiPrefix}/v1/withdraw_kits/events/${eventId}/subscriptions/${sub.id}`)).body.athlete.cpf : null;
    sub.athlete.masked = false;
  }
  return out;
}

export function nameFragments(subs: Sub[], count = 200): string[] {
  const r = rng(42);
  const out = new Set<string>();
  for (const s of subs) {
    const words = s.athlete.name.split(/\s+/).filter(Boolean);
    const first = words[0]!;
    const last = words.at(-1)!;
    const variants = [
      fold(first).slice(0, 3 + Math.floor(r() * 3)),
      `${fold(first)} ${fold(last).slice(0, 2 + Math.floor(r() * 3))}`,
      fold(last),
      `${fold(last).slice(0, 4)} ${fold(first).slice(0, 3)}`,
      s.athlete.name, // as written, with accents
    ];
    out.add(variants[Math.floor(r() * variants.length)]!);
    if (out.size >= count) break;
  }
  return [...out];
}

export function cpfTexts(subs: Sub[], count = 200): string[] {
  const r = rng(7);
  const out = new Set<string>();
  for (const s of subs) {
    const cpf = s.athlete.cpf;
    if (!cpf) continue;
    const pick = r();
    out.add(pick < 0.35 ? maskCpf(cpf) : pick < 0.7 ? cpf : cpf.slice(0, 4 + Math.floor(r() * 6)));
    if (out.size >= count) break;
  }
  return [...out];
}

export function chestTexts(subs: Sub[], count = 200): string[] {
  const r = rng(11);
  const out = new Set<string>();
  for (const s of subs) {
    if (s.chest_number === null) continue;
    const text = String(s.chest_number);
    out.add(r() < 0.7 ? text : text.slice(0, Math.max(1, text.length - 1)));
    if (out.size >= count) break;
  }
  return [...out];
}

const kitDesk: Scenario = {
  name: 'kit-desk',
  description: 'Kit desk search on the 100,000-subscription event: name fragments, CPF (masked, bare, prefixes), chest numbers',
  async targets(ctx) {
    const event = await benchDeskEvent(ctx);
    await openDesk(ctx, event.id);
    const subs = await sampleAthletes(ctx, event.id);
    const base = `${ctx.apiPrefix}/v1/withdraw_kits/events/${event.id}/subscriptions?per_page=20&query=`;
    const target = (name: string, texts: string[]): Target => ({
      name: `${name} (${texts.length} texts, event ${event.id})`,
      path: base + encodeURIComponent(texts[0]!),
      paths: texts.map((t) => base + encodeURIComponent(t)),
    });
    return [target('desk search: name fragments', nameFragments(subs)), target('desk search: CPF', cpfTexts(subs)), target('desk search: chest number', chestTexts(subs))];
  },
};

export default kitDesk;
