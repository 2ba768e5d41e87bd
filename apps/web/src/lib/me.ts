import type { Me } from '@backoffice/contract';
import { can, canOpenPage, pageResource, type Grants } from '@backoffice/contract/constants';
import { useQuery } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import { useLocation } from 'react-router';
import { useIsSignedIn } from './auth-store';
import { meQuery, meQueryKey } from './me-query-key';

export { meQueryKey };

/** The signed-in user (`GET /v1/me`), kept in TanStack Query memory only. */
export function useMe() {
  const signedIn = useIsSignedIn();
  return useQuery({ ...meQuery, enabled: signedIn });
}

const NO_GRANTS: Grants = { fullAccess: false, permissions: [] };

export function grantsOf(me: Me | undefined): Grants {
  return me ? { fullAccess: me.full_access, permissions: me.permissions } : NO_GRANTS;
}

/**
 * The signed-in user's grants, given once by the session guard (RequireSession) to everything under it. A row's
 * action buttons ask several permissions each: read from context, not from one `GET /v1/me` query observer per ask.
 */
export const GrantsContext = createContext<Grants>(NO_GRANTS);

export function useGrants(): Grants {
  return useContext(GrantsContext);
}

/** `useCan('create', 'users')`; without a resource, the resource of the current page (§6 "permission name and screen name"). */
export function useCan(action: string, resource?: string): boolean {
  const grants = useGrants();
  const { pathname } = useLocation();
  return can(grants, action, resource ?? pageResource(pathname));
}

export function useCanOpen(): (path: string) => boolean {
  const grants = useGrants();
  return (path) => canOpenPage(grants, path);
}
