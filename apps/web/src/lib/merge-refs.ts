import { useMergedRef } from '@mantine/hooks';
import type { Ref } from 'react';

/**
 * floating-ui's `useMergeRefs` (an array of refs → one ref callback), answered by Mantine's own `useMergedRef`. The build
 * gives it to Mantine's ScrollArea (vite.config.ts, `scrollAreaMergeRefs`), the one thing ScrollArea took from
 * floating-ui: every list's table brought all of floating-ui into its first load through Table → ScrollArea
 * (decision 0105).
 */
export function useMergeRefs<T>(refs: readonly (Ref<T> | undefined)[]) {
  return useMergedRef<T>(...refs);
}
