import '@mantine/notifications/styles.css';

import { NOTIFICATION_DURATION_MS } from '@backoffice/contract/constants';
import { Notifications } from '@mantine/notifications';
import notificationClasses from './notifications.module.css';
import { TOAST_Z_INDEX } from './theme';

const NOTIFICATION_CLASSES = { root: notificationClasses.root };

/** The toasts' container; loaded by DeferredNotifications (deferred-notifications.tsx), not with the first page. */
export default function NotificationsHost() {
  // §2 top-right, below the header; 340 px wide, so a centred 440 px dialog stays readable beside it on a laptop screen.
  return <Notifications position="top-right" autoClose={NOTIFICATION_DURATION_MS} zIndex={TOAST_Z_INDEX} containerWidth={340} classNames={NOTIFICATION_CLASSES} />;
}
