import type { Permission } from './permission-schema.ts';

/** §6: a profile with one of these names has full access. */
export const FULL_ACCESS_PROFILE_NAMES = ['Master', 'Admin'] as const;

export const CRUD_ACTIONS = ['index', 'create', 'update', 'destroy'] as const;
export const STATUS_ACTIONS = ['enable', 'disable'] as const;

/**
 * The permission catalogue (§6: resources and their actions). A resource is named after the first path segment of
 * its pages with hyphens turned into spaces, so `/event-groups/list` needs `index` (or `list`) on `event groups`.
 */
export const RESOURCES = {
  banners: { label: 'Banners', actions: [...CRUD_ACTIONS, ...STATUS_ACTIONS] },
  'beach tennis': { label: 'Beach tennis', actions: ['index', 'create'] },
  campaigns: { label: 'Campanhas', actions: [...CRUD_ACTIONS, 'finish'] },
  coupons: { label: 'Cupons', actions: [...CRUD_ACTIONS, ...STATUS_ACTIONS, 'export'] },
  'event groups': { label: 'Grupos de eventos', actions: [...CRUD_ACTIONS, 'export'] },
  events: {
    label: 'Eventos',
    actions: [
      ...CRUD_ACTIONS,
      ...STATUS_ACTIONS,
      'duplicate',
      'finish',
      'disable_subscriptions',
      'enable_subscriptions',
      'import_results',
      'import_athlete_number_file',
      'export',
    ],
  },
  extras: { label: 'Extras', actions: [...CRUD_ACTIONS, 'restore', 'export'] },
  modalities: { label: 'Modalidades', actions: [...CRUD_ACTIONS, 'restore', 'export'] },
  newsletter: { label: 'Newsletter', actions: ['index', ...STATUS_ACTIONS, 'export'] },
  notifications: { label: 'Notificações', actions: ['index', 'update'] },
  ongs: { label: 'ONGs', actions: [...CRUD_ACTIONS, 'export'] },
  orders: { label: 'Pedidos', actions: ['index', 'update', 'cancel_preorder', 'export'] },
  'orders report': { label: 'Relatório de pedidos', actions: ['index', 'create'] },
  partners: { label: 'Parceiros', actions: [...CRUD_ACTIONS, 'export'] },
  profiles: { label: 'Perfis', actions: [...CRUD_ACTIONS] },
  reservations: { label: 'Reservas', actions: ['index', 'approve', 'reject', 'redefine', 'export'] },
  'sales report': { label: 'Relatório de vendas', actions: ['index'] },
  settings: { label: 'Configurações', actions: ['index', 'update'] },
  sponsors: { label: 'Patrocinadores', actions: [...CRUD_ACTIONS, 'export'] },
  stores: { label: 'Lojas', actions: [...CRUD_ACTIONS] },
  'tax report': { label: 'Relatório fiscal', actions: ['index', 'export'] },
  teams: { label: 'Equipes', actions: [...CRUD_ACTIONS, ...STATUS_ACTIONS, 'export'] },
  'tf users': { label: 'Usuários do app', actions: [...CRUD_ACTIONS, ...STATUS_ACTIONS, 'export', 'unmask', 'access_log', 'data_export', 'anonymize'] },
  token_batches: { label: 'Lotes de tokens', actions: ['index', 'create', 'export'] },
  tournaments: { label: 'Torneios', actions: ['index', 'create', 'update', ...STATUS_ACTIONS, 'export'] },
  trainer: { label: 'Treinadores', actions: ['index', 'update', 'withdraw', 'export'] },
  users: { label: 'Usuários administradores', actions: [...CRUD_ACTIONS, ...STATUS_ACTIONS, 'invite', 'disable_two_factor'] },
  withdraw_kits: { label: 'Retirada de kits', actions: ['index', 'update', 'withdraw', 'uncheck_withdraw', 'cancel_preorder'] },
} as const satisfies Record<string, { label: string; actions: readonly string[] }>;

export type Resource = keyof typeof RESOURCES;
export type ActionOf<R extends Resource> = (typeof RESOURCES)[R]['actions'][number];

export const ACTION_LABELS: Record<string, string> = {
  index: 'Visualizar',
  list: 'Listar',
  create: 'Cadastrar',
  update: 'Editar',
  destroy: 'Excluir',
  enable: 'Ativar',
  disable: 'Desativar',
  duplicate: 'Duplicar',
  finish: 'Finalizar',
  disable_subscriptions: 'Bloquear inscrições',
  enable_subscriptions: 'Liberar inscrições',
  import_results: 'Importar resultados',
  import_athlete_number_file: 'Importar números de peito',
  export: 'Exportar',
  restore: 'Restaurar',
  invite: 'Reenviar convite',
  disable_two_factor: 'Desativar 2FA',
  approve: 'Aprovar',
  reject: 'Rejeitar',
  redefine: 'Redefinir',
  cancel_preorder: 'Cancelar pré-pedido',
  withdraw: 'Retirar',
  uncheck_withdraw: 'Desfazer retirada',
  unmask: 'Ver dados pessoais completos (CPF, e-mail, telefone) nas listas',
  access_log: 'Ver registro de acessos (LGPD)',
  data_export: 'Exportar dados do titular (LGPD)',
  anonymize: 'Anonimizar titular (LGPD)',
};

/** The (action, resource) pair a route needs. */
export type PermissionRequirement = { action: string; resource: Resource };

export function isResource(value: string): value is Resource {
  return Object.hasOwn(RESOURCES, value);
}

export function isValidPermission(action: string, resource: string): boolean {
  return isResource(resource) && (RESOURCES[resource].actions as readonly string[]).includes(action);
}

export function controllerPathOf(resource: string): string {
  return `admin/${resource.replaceAll(' ', '_')}`;
}

export type Grants = { fullAccess: boolean; permissions: readonly Pick<Permission, 'action' | 'resource'>[] };

export function isFullAccessProfile(name: string): boolean {
  return (FULL_ACCESS_PROFILE_NAMES as readonly string[]).includes(name);
}

/** §6: `index` and `list` are the same read grant; every other action must be granted by name. */
export function can(grants: Grants, action: string, resource: string): boolean {
  if (grants.fullAccess) return true;
  const readFamily = action === 'index' || action === 'list';
  return grants.permissions.some(
    (p) => p.resource === resource && (p.action === action || (readFamily && (p.action === 'index' || p.action === 'list'))),
  );
}

/** §6: the resource a page belongs to — its first path segment, hyphens turned into spaces. */
export function pageResource(pathname: string): string {
  const first = pathname.split('/').filter(Boolean)[0] ?? '';
  return decodeURIComponent(first).replaceAll('-', ' ');
}

/** Pages every signed-in user may open. */
export const ALWAYS_ALLOWED_PAGES = ['/admin', '/403', '/404', '/me'] as const;

/**
 * The action a page needs on its resource, mirroring what its Salvar calls on the server: a form that creates needs
 * `create`, one that edits `update`, the finish and import pages their own action; every other page `index` (§6).
 */
export function pageAction(pathname: string): string {
  const path = pathname.replace(/\/+$/, '');
  if (/\/new(\/[^/]+)?$/.test(path)) return 'create';
  if (/\/edit$/.test(path)) return 'update';
  if (/^\/events\/[^/]+\/finish$/.test(path)) return 'finish';
  if (/^\/events\/[^/]+\/import$/.test(path)) return 'import_results';
  if (path === '/beach-tennis/import') return 'create';
  // Lists of report files hand out participants' data: the permission that requests them (REPORT_FILE_ACCESS).
  if (['/events/subscriptions-report', '/events/results-report', '/coupons/coupon-report', '/tf-users/report-list'].includes(path)) return 'export';
  return 'index';
}

/**
 * §5/§6: may this user open the page at `pathname`? A page whose form the profile could fill but never save (a
 * read-only profile on /events/new) is refused here, before anything renders, not at Salvar.
 */
export function canOpenPage(grants: Grants, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if ((ALWAYS_ALLOWED_PAGES as readonly string[]).includes(path) || path === '/') return true;
  const resource = pageResource(path);
  const action = pageAction(path);
  return can(grants, 'index', resource) && (action === 'index' || can(grants, action, resource));
}

/** Merges the permissions of all of a user's profiles (§6), without duplicates. */
export function mergeProfiles(profiles: readonly { name: string; permissions: readonly Permission[] }[]): Grants & { permissions: Permission[] } {
  const fullAccess = profiles.some((p) => isFullAccessProfile(p.name));
  const seen = new Map<string, Permission>();
  for (const profile of profiles) {
    for (const perm of profile.permissions) seen.set(`${perm.resource}\u0000${perm.action}`, perm);
  }
  return { fullAccess, permissions: [...seen.values()] };
}
