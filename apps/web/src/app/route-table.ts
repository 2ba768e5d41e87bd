import { RESOURCES, isResource, pageResource } from '@backoffice/contract/constants';

/**
 * Every signed-in route of §2, in one table. Routes with a built page point to it in signed-in-pages.tsx (BUILT_PAGES);
 * all others render the 'Em construção' placeholder, so no §2 URL ever crashes or shows a blank screen.
 */
export const APP_ROUTES: readonly string[] = [
  // list and creation routes
  '/campaigns', '/campaigns/new', '/campaigns/new/:id',
  '/banners/list', '/banners/new',
  '/beach-tennis/import',
  '/coupons/list', '/coupons/new', '/coupons/coupon-report',
  '/event-groups/list', '/event-groups/new',
  '/events/list', '/events/new', '/events/results-report', '/events/subscriptions-report',
  '/extras/list', '/extras/new', '/extras/delete_list',
  '/modalities/list', '/modalities/delete_list',
  '/newsletter/list', '/notifications', '/ongs/list', '/orders/list', '/orders-report/list',
  // NGOs: create, edit and show (issue 4; §2 lists only the list page)
  '/ongs/new', '/ongs/:id/edit', '/ongs/:id/show',
  '/partners/porto-bank', '/partners/porto-bank/history', '/partners/santander/edit', '/partners/santander/show',
  '/profiles/list', '/profiles/new', '/reservations/list', '/sales-report/list',
  '/settings/show', '/settings/edit',
  '/sponsors/list', '/sponsors/new', '/stores/list', '/stores/new', '/tax-report/list', '/teams/list', '/teams/new',
  '/tf-users/list', '/tf-users/report-list', '/token_batches/list',
  '/tournaments/list', '/tournaments/new', '/tournaments/subscriptions-report',
  '/trainer/list', '/trainer/events/list', '/trainer/withdraw/list',
  '/users/list', '/users/new', '/withdraw_kits/events',
  // detail routes
  '/banners/:id/edit', '/banners/:id/show', '/campaigns/:id/edit', '/campaigns/:id/show', '/coupons/:id/edit', '/coupons/:id/show',
  '/coupons/:id/coupon_codes/:codeId/show', '/coupons/:id/coupon_codes/:codeId/orders/:orderId/show',
  '/event-groups/:id/edit', '/event-groups/:id/show',
  '/events/:id/dashboard', '/events/:id/edit', '/events/:id/finish', '/events/:id/import', '/events/:id/show', '/events/:id/subscriptions',
  '/events/:id/subscriptions/:subscriptionId/edit', '/events/:id/subscriptions/:subscriptionId/show',
  '/extras/:id/edit', '/extras/:id/show', '/orders/:id/show', '/profiles/:id/edit', '/profiles/:id/show', '/reservations/:id/show',
  '/sales-report/:id/show', '/sponsors/:id/edit', '/sponsors/:id/show', '/stores/:id/edit', '/stores/:id/show',
  '/tax-report/:id/report', '/tax-report/:id/show', '/teams/:id/edit', '/teams/:id/show', '/tf-users/:id/edit', '/tf-users/:id/show',
  '/token_batches/:id/show', '/tournaments/:id/edit', '/tournaments/:id/show', '/tournaments/:id/subscriptions',
  '/trainer/:id/edit', '/trainer/:id/finance', '/trainer/:id/justifications', '/trainer/:id/show',
  '/trainer/:id/events/:activityId/edit', '/trainer/:id/events/:activityId/show',
  '/trainer/:id/events/:activityId/subscriptions/list', '/trainer/:id/events/:activityId/subscriptions/report',
  '/trainer/:id/events/:activityId/subscriptions/:subscriptionId/show',
  '/users/:id/edit', '/users/:id/show',
  '/withdraw_kits/events/:id', '/withdraw_kits/events/:id/subscriptions/:subscriptionId/edit', '/withdraw_kits/events/:id/subscriptions/:subscriptionId/show',
];

export type NavLinkItem = { label: string; to: string };
export type NavSection = { key: string; label: string; icon: string; links: NavLinkItem[] };

/** §2 sidebar sections (keys as in the spec) with their pt-BR labels and pages. */
export const NAV_SECTIONS: readonly NavSection[] = [
  { key: 'adms', label: 'Administradores', icon: 'shield', links: [{ label: 'Usuários', to: '/users/list' }, { label: 'Perfis', to: '/profiles/list' }] },
  { key: 'banner', label: 'Banners', icon: 'photo', links: [{ label: 'Banners', to: '/banners/list' }] },
  { key: 'campaigns', label: 'Campanhas', icon: 'speakerphone', links: [{ label: 'Campanhas', to: '/campaigns' }] },
  { key: 'coupons', label: 'Cupons', icon: 'ticket', links: [{ label: 'Cupons', to: '/coupons/list' }] },
  {
    key: 'events',
    label: 'Eventos',
    icon: 'calendar',
    links: [
      { label: 'Eventos', to: '/events/list' },
      { label: 'Extras', to: '/extras/list' },
      { label: 'Modalidades', to: '/modalities/list' },
      { label: 'Patrocinadores', to: '/sponsors/list' },
      { label: 'ONGs', to: '/ongs/list' },
    ],
  },
  { key: 'group', label: 'Grupos de eventos', icon: 'stack', links: [{ label: 'Grupos de eventos', to: '/event-groups/list' }] },
  { key: 'kits', label: 'Retirada de kits', icon: 'package', links: [{ label: 'Eventos', to: '/withdraw_kits/events' }] },
  { key: 'news', label: 'Newsletter', icon: 'mail', links: [{ label: 'Assinantes', to: '/newsletter/list' }] },
  { key: 'notifications', label: 'Notificações', icon: 'bell', links: [{ label: 'Notificações', to: '/notifications' }] },
  {
    key: 'orders',
    label: 'Pedidos',
    icon: 'receipt',
    links: [
      { label: 'Pedidos', to: '/orders/list' },
      { label: 'Reservas', to: '/reservations/list' },
    ],
  },
  {
    key: 'others',
    label: 'Treinadores',
    icon: 'run',
    links: [
      { label: 'Treinadores', to: '/trainer/list' },
      { label: 'Atividades', to: '/trainer/events/list' },
      { label: 'Saques', to: '/trainer/withdraw/list' },
    ],
  },
  {
    key: 'partners',
    label: 'Parceiros',
    icon: 'building-bank',
    links: [
      { label: 'Porto Bank', to: '/partners/porto-bank' },
      { label: 'Histórico Porto Bank', to: '/partners/porto-bank/history' },
      { label: 'Santander', to: '/partners/santander/show' },
    ],
  },
  {
    key: 'reports',
    label: 'Relatórios',
    icon: 'report',
    links: [
      { label: 'Vendas', to: '/sales-report/list' },
      { label: 'Fiscal', to: '/tax-report/list' },
      { label: 'Financeiro', to: '/orders-report/list' },
      { label: 'Resultados', to: '/events/results-report' },
      { label: 'Inscrições de eventos', to: '/events/subscriptions-report' },
      { label: 'Inscrições de torneios', to: '/tournaments/subscriptions-report' },
      { label: 'Cupons', to: '/coupons/coupon-report' },
    ],
  },
  { key: 'settings', label: 'Configurações', icon: 'settings', links: [{ label: 'Configurações', to: '/settings/show' }] },
  { key: 'teams', label: 'Equipes', icon: 'users-group', links: [{ label: 'Equipes', to: '/teams/list' }] },
  {
    key: 'tfuser',
    label: 'Usuários do app',
    icon: 'user',
    links: [
      { label: 'Usuários', to: '/tf-users/list' },
      { label: 'Relatórios exportados', to: '/tf-users/report-list' },
    ],
  },
  { key: 'tokens', label: 'Tokens', icon: 'key', links: [{ label: 'Lotes de tokens', to: '/token_batches/list' }] },
  { key: 'totem', label: 'Totem', icon: 'device-desktop', links: [{ label: 'Lojas', to: '/stores/list' }] },
  {
    key: 'tournaments',
    label: 'Torneios',
    icon: 'trophy',
    links: [
      { label: 'Torneios', to: '/tournaments/list' },
      { label: 'Importar beach tennis', to: '/beach-tennis/import' },
    ],
  },
];

const PAGE_KIND: Record<string, string> = {
  list: 'Lista',
  new: 'Cadastro',
  edit: 'Edição',
  show: 'Detalhes',
  dashboard: 'Dashboard',
  finish: 'Finalizar',
  import: 'Importação',
  subscriptions: 'Inscrições',
  report: 'Relatório',
  'report-list': 'Relatórios exportados',
  'results-report': 'Relatório de resultados',
  'subscriptions-report': 'Relatório de inscrições',
  'coupon-report': 'Relatório de cupons',
  delete_list: 'Excluídos',
  history: 'Histórico',
  finance: 'Financeiro',
  justifications: 'Justificativas',
  events: 'Eventos',
  withdraw: 'Saques',
};

/** Title of any §2 page: the area's label plus the kind of page, e.g. 'Eventos — Edição'. */
export function pageTitle(pattern: string): string {
  const resource = pageResource(pattern);
  const area = isResource(resource) ? RESOURCES[resource].label : resource;
  const segments = pattern.split('/').filter((s) => s && !s.startsWith(':'));
  const last = segments.at(-1) ?? '';
  const kind = segments.length > 1 ? (PAGE_KIND[last] ?? '') : '';
  return kind ? `${area} — ${kind}` : area;
}

/** Where the placeholder's back link goes: the first link of the page's sidebar section, else /admin. */
export function sectionHome(pattern: string): string {
  const first = pattern.split('/').filter(Boolean)[0];
  for (const section of NAV_SECTIONS) {
    const link = section.links.find((l) => l.to.split('/').filter(Boolean)[0] === first);
    if (link) return link.to;
  }
  return '/admin';
}
