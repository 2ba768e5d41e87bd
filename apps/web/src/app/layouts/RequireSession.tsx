import { canOpenPage, MSG } from '@backoffice/contract/constants';
import { Center, Loader } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageError } from '../../components/PageState';
import { authStore, useIsSignedIn } from '../../lib/auth-store';
import { grantsOf, GrantsContext, useMe } from '../../lib/me';

/**
 * Route guard of the signed-in area (§5): no session token → /sign_in (the target is remembered); page not allowed by
 * the user's permissions (canOpenPage) → /403. Under it, `useCan` reads the user's grants from its context.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const signedIn = useIsSignedIn();
  const location = useLocation();
  const me = useMe();
  const grants = useMemo(() => grantsOf(me.data), [me.data]);

  if (!signedIn) {
    const target = location.pathname + location.search;
    if (target !== '/' && target !== '/admin') authStore.rememberRedirect(target);
    return <Navigate to="/sign_in" replace />;
  }
  if (me.isPending) {
    return (
      <Center h="100vh" aria-label="Carregando">
        <Loader />
      </Center>
    );
  }
  if (me.isError) {
    return (
      <Center h="100vh" p="md">
        <PageError error={me.error} onRetry={() => void me.refetch()} title={MSG.failure} text={MSG.unavailable} />
      </Center>
    );
  }
  if (!canOpenPage(grants, location.pathname)) return <Navigate to="/403" replace />;
  return <GrantsContext value={grants}>{children}</GrantsContext>;
}
