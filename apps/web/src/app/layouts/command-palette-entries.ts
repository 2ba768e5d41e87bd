import { singularOf } from '../../lib/singular';
import type { NavSection } from '../route-table';

/** One choice of the command palette: a page to go to. */
export type PaletteEntry = { id: string; group: string; label: string; description?: string; to: string };

/** The creation pages, named as their buttons would be. */
const CREATE_PAGES: readonly { to: string; label: string }[] = [
  { to: '/events/new', label: 'Cadastrar evento' },
  { to: '/coupons/new', label: 'Cadastrar cupom' },
  { to: '/tournaments/new', label: 'Cadastrar torneio' },
  { to: '/teams/new', label: 'Cadastrar equipe' },
  { to: '/users/new', label: 'Cadastrar usuário administrador' },
  { to: '/profiles/new', label: 'Cadastrar perfil' },
  { to: '/banners/new', label: 'Cadastrar banner' },
  { to: '/campaigns/new', label: 'Cadastrar campanha' },
  { to: '/event-groups/new', label: 'Cadastrar grupo de eventos' },
  { to: '/extras/new', label: 'Cadastrar extra' },
  { to: '/sponsors/new', label: 'Cadastrar patrocinador' },
  { to: '/ongs/new', label: 'Cadastrar ONG' },
  { to: '/stores/new', label: 'Cadastrar loja' },
];

/** The records staff most often look up by number (an order a customer quotes, an event, a customer). */
const RECORD_PAGES: readonly { path: (id: string) => string; label: (id: string) => string }[] = [
  { path: (id) => `/orders/${id}/show`, label: (id) => `Pedido #${id}` },
  { path: (id) => `/events/${id}/show`, label: (id) => `Evento #${id}` },
  { path: (id) => `/tf-users/${id}/show`, label: (id) => `Usuário do app #${id}` },
  { path: (id) => `/tournaments/${id}/show`, label: (id) => `Torneio #${id}` },
  { path: (id) => `/coupons/${id}/show`, label: (id) => `Cupom #${id}` },
];

/** The lists a text can be searched in, with the search as each list keeps it in its address. */
function searchesFor(text: string): { to: string; label: string }[] {
  const q = encodeURIComponent(text);
  if (/^\d{3}\.?\d{3}\.?\d{3}-?\d{2}$/.test(text))
    return [
      { to: `/tf-users/list?query=${q}`, label: `Usuários do app com o CPF ${text}` },
      { to: `/orders/list?query_field=cpf&query=${q}`, label: `Pedidos do CPF ${text}` },
    ];
  if (text.includes('@'))
    return [
      { to: `/tf-users/list?query=${q}`, label: `Usuários do app com o e-mail ${text}` },
      { to: `/orders/list?query_field=email&query=${q}`, label: `Pedidos do e-mail ${text}` },
    ];
  return [
    { to: `/tf-users/list?query=${q}`, label: `Usuários do app: “${text}”` },
    { to: `/orders/list?query=${q}`, label: `Pedidos do cliente “${text}”` },
    { to: `/events/list?time=all&query=${q}`, label: `Eventos: “${text}”` },
  ];
}

/** Lower case, without accents: "relatorio" finds "Relatórios". */
export const foldText = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();

/** An entry's words as typed in the singular too: "cupom" finds "Cupons", "perfil" "Perfis", "inscrição" "Inscrições". */
function searchableText(e: PaletteEntry): string {
  const words = `${e.label} ${e.description ?? ''}`.split(/\s+/).filter(Boolean);
  return foldText(words.flatMap((w) => [w, singularOf(w), w.replace(/is$/, 'il')]).join(' '));
}

/** A number typed alone ("1234", "#1234"): the records of that id. */
const recordId = (query: string) => /^#?\s*(\d{1,9})$/.exec(query.trim())?.[1] ?? null;

/**
 * What the palette offers for a query: the records of a typed number, then every page of the menu and every creation
 * page this user may open whose words contain all the query's words (accents and case ignored), then, for a name, CPF
 * or e-mail of three characters or more, the customers, orders and events lists searched for it.
 */
export function paletteEntries(sections: readonly NavSection[], canOpen: (path: string) => boolean, query: string): PaletteEntry[] {
  const id = recordId(query);
  const records: PaletteEntry[] = id
    ? RECORD_PAGES.filter((r) => canOpen(r.path(id))).map((r) => ({ id: r.path(id), group: 'Abrir registro', label: r.label(id), to: r.path(id) }))
    : [];
  const pages: PaletteEntry[] = [
    { id: '/admin', group: 'Ir para', label: 'Início', to: '/admin' },
    ...sections.flatMap((s) =>
      s.links.map((l) => ({ id: l.to, group: 'Ir para', label: l.label, to: l.to, ...(l.label !== s.label ? { description: s.label } : {}) })),
    ),
    ...CREATE_PAGES.filter((p) => canOpen(p.to)).map((p) => ({ id: p.to, group: 'Cadastrar', label: p.label, to: p.to })),
  ];
  const words = foldText(query).split(/\s+/).filter(Boolean);
  const matching = words.length === 0 ? pages : pages.filter((p) => words.every((w) => searchableText(p).includes(w)));
  const text = query.trim();
  const searches: PaletteEntry[] =
    !id && text.length >= 3
      ? searchesFor(text)
          .filter((e) => canOpen(e.to.split('?')[0]!))
          .map((e) => ({ id: e.to, group: 'Buscar', label: e.label, to: e.to }))
      : [];
  return [...records, ...matching, ...searches];
}
