import type { Resource } from '@backoffice/contract';
import type { RouteAccess } from '../types.ts';

export const PUBLIC: RouteAccess = { kind: 'public' };
export const SIGNED_IN: RouteAccess = { kind: 'signed-in' };
/** The route needs `action` on `resource` (checked against the catalogue at start-up). */
export function permit<R extends Resource>(action: string, resource: R): RouteAccess {
  return { kind: 'permission', action, resource };
}
