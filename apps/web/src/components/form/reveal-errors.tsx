import { NOTIFICATION_DURATION_MS } from '@backoffice/contract';
import { Anchor, List } from '@mantine/core';
import { notifications } from '@mantine/notifications';

/**
 * Fields in error: inputs marked aria-invalid, and controls that stand for a field without being an input (an image
 * upload's button), marked `data-field-error` and named by `data-field-label`.
 */
const FIELD_IN_ERROR = '[aria-invalid="true"], [data-field-error]';

/** The visible name of a field: its data-field-label, its <label>, else its aria-label. */
function labelOf(el: HTMLElement): string {
  const labelled = el.dataset.fieldLabel ?? (el as HTMLInputElement).labels?.[0]?.textContent ?? el.getAttribute('aria-label') ?? '';
  return labelled.replace(/\s*\*\s*$/, '').trim();
}

/** The summary on screen, replaced by the next refused save's. */
let shownSummary: string | null = null;

/** Opens the tab holding `el` (Mantine tabs keep inactive panels mounted but hidden), then focuses and shows it. */
export function revealField(el: HTMLElement): void {
  const panel = el.closest<HTMLElement>('[role="tabpanel"]');
  const tabId = panel?.getAttribute('aria-labelledby');
  const tab = tabId ? document.getElementById(tabId) : null;
  if (tab && tab.getAttribute('aria-selected') !== 'true') tab.click();
  requestAnimationFrame(() => {
    el.focus({ preventScroll: true });
    el.scrollIntoView({ block: 'center' });
  });
}

/**
 * After a save is refused (client validation or the server's 422): switches to the tab of the first field in error,
 * focuses it, and lists every field in error in a notification whose items take the person to each field.
 */
export function revealErrors(root: ParentNode = document, attempt = 0): void {
  // The error props reach the inputs (aria-invalid) on the next render: look again for up to half a second.
  setTimeout(() => {
    const invalid = [...root.querySelectorAll<HTMLElement>(FIELD_IN_ERROR)].filter((el) => !el.closest('[role="alert"]'));
    if (!invalid.length) {
      if (attempt < 10) revealErrors(root, attempt + 1);
      return;
    }
    revealField(invalid[0]!);
    const seen = new Set<string>();
    const items = invalid.flatMap((el) => {
      const label = labelOf(el);
      if (!label || seen.has(label)) return [];
      seen.add(label);
      return [{ label, el }];
    });
    if (shownSummary) notifications.hide(shownSummary);
    shownSummary = `form-errors-${Date.now()}`;
    notifications.show({
      id: shownSummary,
      color: 'red',
      title: items.length === 1 ? 'Corrija o campo destacado' : 'Corrija os campos destacados',
      autoClose: NOTIFICATION_DURATION_MS,
      message: (
        <>
          <List size="sm" spacing={2}>
            {items.slice(0, 8).map(({ label, el }) => (
              <List.Item key={label}>
                <Anchor component="button" type="button" size="sm" onClick={() => revealField(el)}>
                  {label}
                </Anchor>
              </List.Item>
            ))}
          </List>
        </>
      ),
    });
  }, 50);
}
