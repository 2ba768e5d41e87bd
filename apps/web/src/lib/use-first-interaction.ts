import { useCallback, useEffect, useState } from 'react';

const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart'] as const;

/**
 * True from the first click, key or touch on the page — heard in the capture phase, so a discrete update that mounts
 * something here commits (with its effects) before the click or key reaches its handler — or, with `idleMs`, once
 * that long has passed. `reset` listens again (e.g. after a failed download).
 */
export function useFirstInteraction(idleMs?: number): [interacted: boolean, reset: () => void] {
  const [interacted, setInteracted] = useState(false);
  useEffect(() => {
    if (interacted) return;
    const onInteraction = () => setInteracted(true);
    for (const type of INTERACTIONS) window.addEventListener(type, onInteraction, { capture: true, passive: true });
    const timer = idleMs === undefined ? undefined : window.setTimeout(onInteraction, idleMs);
    return () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, onInteraction, { capture: true });
      window.clearTimeout(timer);
    };
  }, [interacted, idleMs]);
  return [interacted, useCallback(() => setInteracted(false), [])];
}
