import { useNotifications } from '@mantine/notifications';
import { useEffect, useState, type ComponentType } from 'react';
import { useFirstInteraction } from '../lib/use-first-interaction';

type HostModule = { default: ComponentType };

const loadNotificationsHost = () => import('./notifications-host');

const downloads = new WeakMap<() => Promise<HostModule>, Promise<HostModule>>();
/** One download of the container; a failed one (network down) is tried again at the next notification or interaction. */
function loadHost(load: () => Promise<HostModule>): Promise<HostModule> {
  let download = downloads.get(load);
  if (!download) {
    download = load().catch((error: unknown) => {
      downloads.delete(load);
      throw error;
    });
    downloads.set(load, download);
  }
  return download;
}

/**
 * Mantine's notifications container (with its transitions, swipe and scroll-lock code, ≈ 12 KB gzip) is not needed to
 * show a page: it loads at the first interaction (click, key, touch) — so it is there before anything the user does
 * can raise a toast — or as soon as a notification is queued (`notifications.show` only writes to the store, which the
 * container reads when it mounts). Issue 13 §1, decision 0085.
 */
export function DeferredNotifications({ load = loadNotificationsHost }: { load?: () => Promise<HostModule> }) {
  const { notifications, queue } = useNotifications();
  const [Host, setHost] = useState<ComponentType | null>(null);
  const [interacted, listenAgain] = useFirstInteraction();

  const wanted = interacted || notifications.length > 0 || queue.length > 0;
  useEffect(() => {
    if (!wanted || Host) return;
    let live = true;
    loadHost(load).then(
      (module) => {
        if (live) setHost(() => module.default);
      },
      () => {
        if (live) listenAgain();
      },
    );
    return () => {
      live = false;
    };
    // a new notification (a new array) retries a failed download
  }, [wanted, Host, load, notifications, queue, listenAgain]);

  return Host ? <Host /> : null;
}
