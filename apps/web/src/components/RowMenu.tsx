import type { FloatingPosition, Menu as MantineMenu } from '@mantine/core';
import { cloneElement, lazy, Suspense, useRef, useState, type FocusEvent, type MouseEvent, type PointerEvent, type ReactElement, type ReactNode, type Ref } from 'react';

type MenuButton = ReactElement<{
  ref?: Ref<HTMLElement>;
  onClick?: (e: MouseEvent<HTMLElement>) => void;
  onPointerEnter?: (e: PointerEvent<HTMLElement>) => void;
  onFocus?: (e: FocusEvent<HTMLElement>) => void;
  'aria-haspopup'?: 'menu';
  'aria-expanded'?: boolean;
}>;

export type RowMenuProps = {
  /** The button that opens the menu (an ActionIcon with its aria-label); it must take a ref. */
  target: MenuButton;
  /** The items, from the Menu it is given (`Menu.Item`, `Menu.Divider`, `Menu.Label`): Mantine's Menu loads on demand. */
  children: (Menu: typeof MantineMenu) => ReactNode;
  position?: FloatingPosition;
  /** The dropdown's width (Mantine's default: the content's). */
  width?: number;
};

const loadMenu = () => import('./row-menu-opened');
const OpenedRowMenu = lazy(loadMenu);

/**
 * An action menu (a row's "…", the header's user menu), created the first time it is opened. A Mantine Menu per row
 * sets up its popover and floating-ui position state for every row of a list at load, though few rows are ever opened,
 * and re-renders once more inside the page's first commit (decisions 0085, 0095); its code loads when the pointer
 * reaches the button or the button gets the focus, so it is usually in by the click (decision 0105). The first button
 * gives way to the menu's own (same look and name), which gets the focus back when the menu closes, so the keyboard
 * path is the one of any Mantine menu.
 */
export function RowMenu({ target, children, position = 'bottom-end', width }: RowMenuProps) {
  const [created, setCreated] = useState(false);
  const button = useRef<HTMLElement>(null);
  const first = cloneElement(target, {
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onPointerEnter: (e: PointerEvent<HTMLElement>) => {
      target.props.onPointerEnter?.(e);
      void loadMenu();
    },
    onFocus: (e: FocusEvent<HTMLElement>) => {
      target.props.onFocus?.(e);
      void loadMenu();
    },
    onClick: (e: MouseEvent<HTMLElement>) => {
      target.props.onClick?.(e);
      setCreated(true);
    },
  });
  if (!created) return first;
  return (
    // until its code is in, the first button stays (a click on a slow link opens the menu when it arrives)
    <Suspense fallback={first}>
      <OpenedRowMenu target={target} items={children} position={position} width={width} button={button} />
    </Suspense>
  );
}
