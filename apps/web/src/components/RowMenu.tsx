import { Menu, type FloatingPosition } from '@mantine/core';
import { cloneElement, useRef, useState, type MouseEvent, type ReactElement, type ReactNode, type Ref } from 'react';

type MenuButton = ReactElement<{ ref?: Ref<HTMLElement>; onClick?: (e: MouseEvent<HTMLElement>) => void; 'aria-haspopup'?: 'menu'; 'aria-expanded'?: boolean }>;

export type RowMenuProps = {
  /** The button that opens the menu (an ActionIcon with its aria-label); it must take a ref. */
  target: MenuButton;
  /** Menu.Item / Menu.Divider elements. */
  children: ReactNode;
  position?: FloatingPosition;
  /** The dropdown's width (Mantine's default: the content's). */
  width?: number;
};

/**
 * An action menu (a row's "…", the header's user menu), created the first time it is opened. A Mantine Menu per row
 * sets up its popover and floating-ui position state for every row of a list at load, though few rows are ever opened,
 * and re-renders once more inside the page's first commit (decisions 0085, 0095). The
 * first button gives way to the menu's own (same look and name), which gets the focus back when the menu closes, so
 * the keyboard path is the one of any Mantine menu.
 */
export function RowMenu({ target, children, position = 'bottom-end', width }: RowMenuProps) {
  const [created, setCreated] = useState(false);
  const button = useRef<HTMLElement>(null);
  if (!created) {
    return cloneElement(target, {
      'aria-haspopup': 'menu',
      'aria-expanded': false,
      onClick: (e: MouseEvent<HTMLElement>) => {
        target.props.onClick?.(e);
        setCreated(true);
      },
    });
  }
  return (
    // Mantine would return the focus to the first button, which is gone: the menu's own button takes it back.
    <Menu position={position} width={width} withinPortal defaultOpened returnFocus={false} onClose={() => button.current?.focus()}>
      <Menu.Target>{cloneElement(target, { ref: button })}</Menu.Target>
      <Menu.Dropdown>{children}</Menu.Dropdown>
    </Menu>
  );
}
