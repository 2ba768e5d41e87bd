import { Anchor, type AnchorProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useCanOpen } from '../lib/me';

/** A link to another area's page, or plain text when the profile cannot open it (no trip to /403). */
export function PageLink({ to, children, ...anchor }: AnchorProps & { to: string; children: ReactNode }) {
  const canOpen = useCanOpen();
  if (!canOpen(to)) return <>{children}</>;
  return (
    <Anchor component={Link} to={to} {...anchor}>
      {children}
    </Anchor>
  );
}
