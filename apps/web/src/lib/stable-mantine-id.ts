import { useId } from 'react';

/**
 * Mantine's `useId` without its post-mount swap to a random id (decision 0095): React 19's ids are stable and
 * CSS-safe once the colons are gone, and the swap re-rendered every input, menu and tooltip synchronously inside
 * the first commit.
 */
export function useStableMantineId(staticId?: string): string {
  const reactId = useId();
  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/[^\w-]/g, '')}`;
}
