import type { FloatingPosition } from '@mantine/core';
import { cloneElement, lazy, Suspense, useRef, useState, type PointerEvent, type ReactElement, type Ref } from 'react';

const Tooltip = lazy(() => import('./hint-tooltip'));

type HintTarget = ReactElement<{
  ref?: Ref<HTMLElement>;
  onPointerEnter?: (e: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (e: PointerEvent<HTMLElement>) => void;
}>;

export type HintProps = {
  label: string;
  position?: FloatingPosition;
  withArrow?: boolean;
  /** No label while true (e.g. while the button's own popover is open). */
  disabled?: boolean;
  /** One element that takes a ref (ActionIcon, UnstyledButton…); its accessible name is its own aria-label. */
  children: HintTarget;
};

/**
 * A mouse-hover label for an icon button (what Mantine's Tooltip shows on hover), created the first time the pointer
 * reaches the button. A Tooltip per icon set up floating-ui for every row of every list at load (~45 ms of main thread
 * on a 20-row page, decision 0085); the button itself never re-mounts, so focus and clicks are untouched. The Tooltip's
 * code (with floating-ui) loads at that first hover too (decision 0105).
 */
export function Hint({ label, position, withArrow, disabled = false, children }: HintProps) {
  const target = useRef<HTMLElement>(null);
  const [opened, setOpened] = useState(false);
  const [created, setCreated] = useState(false);
  const { onPointerEnter, onPointerLeave } = children.props;
  return (
    <>
      {cloneElement(children, {
        ref: target,
        onPointerEnter: (e: PointerEvent<HTMLElement>) => {
          onPointerEnter?.(e);
          // like Tooltip's defaults: hover with a mouse or pen, not a tap
          if (e.pointerType === 'touch') return;
          setCreated(true);
          setOpened(true);
        },
        onPointerLeave: (e: PointerEvent<HTMLElement>) => {
          onPointerLeave?.(e);
          setOpened(false);
        },
      })}
      {created && (
        <Suspense fallback={null}>
          <Tooltip target={target} label={label} position={position} withArrow={withArrow} opened={opened && !disabled} />
        </Suspense>
      )}
    </>
  );
}
