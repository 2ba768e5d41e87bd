import { describe, expect, it } from 'vitest';
import { NAV_SECTIONS } from '../route-table';
import { paletteEntries } from './command-palette-entries';

const everything = () => true;
/** The pages and records offered (the list searches apart, below). */
const labels = (query: string, canOpen: (path: string) => boolean = everything) =>
  paletteEntries(NAV_SECTIONS, canOpen, query)
    .filter((e) => e.group !== 'Buscar')
    .map((e) => `${e.label} → ${e.to}`);

describe('command palette entries', () => {
  it('offers every menu page, home and the creation pages when nothing is typed', () => {
    const all = paletteEntries(NAV_SECTIONS, everything, '');
    expect(all[0]).toEqual({ id: '/admin', group: 'Ir para', label: 'Início', to: '/admin' });
    expect(all.filter((e) => e.group === 'Ir para')).toHaveLength(1 + NAV_SECTIONS.flatMap((s) => s.links).length);
    expect(all.find((e) => e.to === '/tax-report/list')).toMatchObject({ label: 'Fiscal', description: 'Relatórios' });
    // a link named as its section carries no repeated description
    expect(all.find((e) => e.to === '/coupons/list')).not.toHaveProperty('description');
    expect(all.filter((e) => e.group === 'Cadastrar').map((e) => e.to)).toContain('/coupons/new');
  });

  it('matches every typed word against the label and the section, singular or plural, accents and case ignored', () => {
    expect(labels('relatorio fiscal')).toEqual(['Fiscal → /tax-report/list']);
    expect(labels('CUPOM')).toEqual(['Cupons → /coupons/list', 'Cupons → /coupons/coupon-report', 'Cadastrar cupom → /coupons/new']);
    expect(labels('perfil')).toEqual(['Perfis → /profiles/list', 'Cadastrar perfil → /profiles/new']);
    expect(labels('inscricoes')).toEqual(['Inscrições de eventos → /events/subscriptions-report', 'Inscrições de torneios → /tournaments/subscriptions-report']);
    expect(labels('nada disso')).toEqual([]);
  });

  it('opens a typed number as the records of that id, first, and only those this user may open', () => {
    expect(labels('#1234').slice(0, 5)).toEqual([
      'Pedido #1234 → /orders/1234/show',
      'Evento #1234 → /events/1234/show',
      'Usuário do app #1234 → /tf-users/1234/show',
      'Torneio #1234 → /tournaments/1234/show',
      'Cupom #1234 → /coupons/1234/show',
    ]);
    const ordersOnly = (path: string) => path.startsWith('/orders');
    expect(labels('1234', ordersOnly)).toEqual(['Pedido #1234 → /orders/1234/show']);
    expect(labels('12a')).toEqual([]);
    expect(paletteEntries(NAV_SECTIONS, everything, '1234').some((e) => e.group === 'Buscar')).toBe(false);
  });

  it('leaves out the creation pages this user may not open; the menu comes already filtered', () => {
    const noCreation = (path: string) => !path.endsWith('/new');
    expect(paletteEntries(NAV_SECTIONS, noCreation, '').some((e) => e.group === 'Cadastrar')).toBe(false);
  });
});

describe('command palette searches', () => {
  const searches = (query: string, canOpen: (path: string) => boolean = everything) => paletteEntries(NAV_SECTIONS, canOpen, query).filter((e) => e.group === 'Buscar').map((e) => `${e.label} → ${e.to}`);

  it('searches a name in the customers, the orders by customer name and all events, after the pages it matches', () => {
    const all = paletteEntries(NAV_SECTIONS, everything, 'maria silva');
    expect(all.at(-1)?.group).toBe('Buscar');
    expect(searches('maria silva')).toEqual([
      'Usuários do app: “maria silva” → /tf-users/list?query=maria%20silva',
      'Pedidos do cliente “maria silva” → /orders/list?query=maria%20silva',
      'Eventos: “maria silva” → /events/list?time=all&query=maria%20silva',
    ]);
  });

  it('searches a CPF (with or without mask) and an e-mail in their own order fields', () => {
    expect(searches('123.456.789-09')).toEqual([
      'Usuários do app com o CPF 123.456.789-09 → /tf-users/list?query=123.456.789-09',
      'Pedidos do CPF 123.456.789-09 → /orders/list?query_field=cpf&query=123.456.789-09',
    ]);
    expect(searches('ana@exemplo.com')[1]).toBe('Pedidos do e-mail ana@exemplo.com → /orders/list?query_field=email&query=ana%40exemplo.com');
  });

  it('waits for three characters, and offers only the lists this user may open', () => {
    expect(searches('ma')).toEqual([]);
    expect(searches('maria', (path) => path.startsWith('/events'))).toEqual(['Eventos: “maria” → /events/list?time=all&query=maria']);
  });
});
