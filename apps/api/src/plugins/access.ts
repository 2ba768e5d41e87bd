import type { Resource } from '@backoffice/contract';
import type { Grant, RouteAccess } from '../types.ts';

export const PUBLIC: RouteAccess = { kind: 'public' };
export const SIGNED_IN: RouteAccess = { kind: 'signed-in' };
/** The route needs `action` on `resource` (checked against the catalogue at start-up). */
export function permit<R extends Resource>(action: string, resource: R): RouteAccess & Grant {
  return { kind: 'permission', action, resource };
}

/** The route needs any one of the permissions. */
export function anyOf(...grants: Grant[]): RouteAccess {
  return { kind: 'any', of: grants.map(({ action, resource }) => ({ action, resource })) };
}

/**
 * Catalogue lists and records (modalities, extras, sponsors, NGOs) feed the event form's pickers, so they can be read
 * with read access to the catalogue itself or with the right to read, create or edit events (decision 0009).
 * `deletedNeeds`: the `deleted=true` variant of a list (the restore page) needs that permission on the catalogue.
 */
export function catalogueRead(resource: Resource, deletedNeeds?: string): RouteAccess {
  const of = [permit('index', resource), permit('index', 'events'), permit('create', 'events'), permit('update', 'events')].map(({ action, resource: r }) => ({ action, resource: r }));
  return deletedNeeds ? { kind: 'any', of, when: { query: 'deleted', equals: 'true', of: [{ action: deletedNeeds, resource }] } } : { kind: 'any', of };
}

/** The permissions a request needs under `access` (any one of them suffices); empty when signing in is enough. */
export function grantsNeeded(access: RouteAccess, query: unknown): Grant[] {
  if (access.kind === 'permission') return [{ action: access.action, resource: access.resource }];
  if (access.kind !== 'any') return [];
  const value = (query as Record<string, unknown> | undefined)?.[access.when?.query ?? ''];
  return access.when && value === access.when.equals ? access.when.of : access.of;
}
