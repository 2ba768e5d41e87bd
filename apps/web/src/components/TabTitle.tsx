import type { ReactNode } from 'react';

/**
 * The browser tab's title for a page, "Pedido #12 · Backoffice": staff keep many tabs open. A title that is not text
 * yet (a record still loading) gives none, and the tab keeps index.html's "Backoffice".
 */
export function pageTabTitle(title: ReactNode): string | null {
  const text = typeof title === 'string' || typeof title === 'number' ? String(title).trim() : '';
  return text ? `${text} · Backoffice` : null;
}

/** Names the browser tab while the page is shown (React places the `<title>` in the document's head). One per page. */
export function TabTitle({ title }: { title: ReactNode }) {
  const text = pageTabTitle(title);
  return text ? <title>{text}</title> : null;
}
