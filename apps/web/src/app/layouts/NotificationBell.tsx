import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { lazy, Suspense, useState, type ReactElement, type Ref } from 'react';
import { Hint } from '../../components/Hint';
import { useUnreadNotifications } from '../../lib/notifications';

const loadPopover = () => import('./notification-popover');
const NotificationPopover = lazy(loadPopover);

/** "3 não lidas": the bell's name and its panel's badge. */
export const unreadText = (count: number) => `${count} não ${count === 1 ? 'lida' : 'lidas'}`;
export const bellLabel = (count: number) => (count ? `Notificações: ${unreadText(count)}` : 'Notificações');

type BellButtonProps = {
  count: number;
  opened: boolean;
  onClick: () => void;
  /** Escape on the bell (Mantine's Popover hears it only inside its panel). */
  onEscape?: () => void;
  buttonRef?: Ref<HTMLButtonElement>;
  /** Wraps the button (the popover's target); the bare button when closed. */
  wrap?: (button: ReactElement<object>) => ReactElement<object>;
};

/** The bell with its unread count, the same closed and open. */
export function BellButton({ count, opened, onClick, onEscape, buttonRef, wrap = (button) => button }: BellButtonProps) {
  const label = bellLabel(count);
  return (
    <Indicator label={count > 99 ? '99+' : count} size={18} color="red" disabled={count === 0} offset={6} data-testid="bell-count">
      <Hint label={label} disabled={opened}>
        {wrap(
          <ActionIcon
            ref={buttonRef}
            variant="subtle"
            color="gray"
            size="lg"
            onClick={onClick}
            onKeyDown={(e) => {
              if (e.key === 'Escape' && opened) onEscape?.();
            }}
            // its code starts loading when the pointer or the focus reaches the bell: usually in by the click
            onPointerEnter={() => void loadPopover()}
            onFocus={() => void loadPopover()}
            aria-label={label}
            aria-haspopup="dialog"
            aria-expanded={opened}
          >
            <IconBell size={20} />
          </ActionIcon>,
        )}
      </Hint>
    </Indicator>
  );
}

/**
 * §2 "a top-right notification area": the bell with the unread count on every page, the latest few and 'Marcar todas
 * como lidas'. New notifications arrive by polling the unread count (decision 0076). The panel (a Popover with
 * floating-ui) is created at the first click and its code loaded then (decision 0105).
 */
export function NotificationBell() {
  const { allowed, count } = useUnreadNotifications();
  const [created, setCreated] = useState(false);
  if (!allowed) return null;
  const closed = <BellButton count={count} opened={false} onClick={() => setCreated(true)} />;
  if (!created) return closed;
  return (
    <Suspense fallback={closed}>
      <NotificationPopover count={count} />
    </Suspense>
  );
}
