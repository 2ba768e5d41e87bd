import { Menu, type FloatingPosition } from '@mantine/core';
import { cloneElement, type ReactElement, type ReactNode, type Ref, type RefObject } from 'react';

export type OpenedRowMenuProps = {
  target: ReactElement<{ ref?: Ref<HTMLElement> }>;
  items: (menu: typeof Menu) => ReactNode;
  position: FloatingPosition;
  width?: number;
  /** The menu's own button, which gets the focus back when the menu closes. */
  button: RefObject<HTMLElement | null>;
};

/** RowMenu once opened: Mantine's Menu, in its own chunk with floating-ui (decision 0105). */
export default function OpenedRowMenu({ target, items, position, width, button }: OpenedRowMenuProps) {
  return (
    // Mantine would return the focus to the first button, which is gone: the menu's own button takes it back.
    <Menu position={position} width={width} withinPortal defaultOpened returnFocus={false} onClose={() => button.current?.focus()}>
      <Menu.Target>{cloneElement(target, { ref: button })}</Menu.Target>
      <Menu.Dropdown>{items(Menu)}</Menu.Dropdown>
    </Menu>
  );
}
