import {
  createTheme,
  darken,
  type BadgeFactory,
  type CloseButtonFactory,
  type CSSVariablesResolver,
  type ExtendComponent,
  type FactoryPayload,
  type MantineThemeComponent,
  type ModalFactory,
  type MultiSelectFactory,
  type NotificationFactory,
  type PasswordInputFactory,
  type PopoverFactory,
  type SelectFactory,
} from '@mantine/core';

/**
 * `Component.extend(…)` without importing the component: `extend` only returns its argument, and importing Modal here
 * put Modal, ScrollArea and floating-ui on every page's first load (issue 13 §1, decision 0085).
 */
const extend = <Payload extends FactoryPayload>(input: ExtendComponent<Payload>): MantineThemeComponent => input as MantineThemeComponent;

/** Toasts' layer (app/notifications-host.tsx): above modals (200), below the dropdowns a person opens. */
export const TOAST_Z_INDEX = 1000;

export const theme = createTheme({
  primaryColor: 'indigo',
  // WCAG AA: white on indigo.7/8 and indigo links on white/striped rows reach 4.5:1 (indigo.6 does not).
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '650' },
  // WCAG 2.3.3: people who ask their system for less motion get dialogs, menus and toasts without transitions.
  respectReducedMotion: true,
  // pt-BR names for Mantine's built-in icon buttons (its defaults are English or missing).
  components: {
    PasswordInput: extend<PasswordInputFactory>({ defaultProps: { visibilityToggleButtonProps: { 'aria-label': 'Mostrar ou ocultar a senha' } } }),
    // A status badge is short: never cut it to 'CANCELA…' in a narrow table cell.
    Badge: extend<BadgeFactory>({ styles: { root: { flexShrink: 0, maxWidth: 'none', overflow: 'visible' }, label: { overflow: 'visible' } } }),
    // A dropdown the person opens (menus, selects, date pickers) sits above a toast: it is what they are
    // looking at, and a toast below the page header would otherwise hide a menu's first items for 8 s (decision 0092).
    Popover: extend<PopoverFactory>({ defaultProps: { zIndex: TOAST_Z_INDEX + 100 } }),
    // A closed select renders no option list (Mantine keeps it mounted and positioned by default): a list page's filters
    // and page-size picker cost ~30 forced style recalculations at load, a form's selects more (issue 13 §1, TBT).
    Select: extend<SelectFactory>({ defaultProps: { comboboxProps: { keepMounted: false } } }),
    MultiSelect: extend<MultiSelectFactory>({ defaultProps: { comboboxProps: { keepMounted: false } } }),
    Modal: extend<ModalFactory>({ defaultProps: { closeButtonProps: { 'aria-label': 'Fechar janela' } } }),
    // A toast's text under its title reads at AA (Mantine's gray.6 is 3.3:1).
    Notification: extend<NotificationFactory>({ styles: { description: { color: 'var(--mantine-color-dimmed)' } } }),
    CloseButton: extend<CloseButtonFactory>({ defaultProps: { 'aria-label': 'Fechar' } as Record<string, string> }),
  },
});

/** WCAG relative luminance of a #rrggbb colour. */
function luminanceOf(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
/** The colour, darkened in 5 % steps until it has 4.6:1 contrast with `background` (a lighter colour). */
function readableOn(hex: string, background: string): string {
  const bg = luminanceOf(background);
  for (let step = 0; step <= 20; step++) {
    const c = step ? darken(hex, step * 0.05) : hex;
    const rgb = c.startsWith('#') ? c : `#${(c.match(/\d+/g) ?? []).slice(0, 3).map((n) => Number(n).toString(16).padStart(2, '0')).join('')}`;
    if ((bg + 0.05) / (luminanceOf(rgb) + 0.05) >= 4.6) return rgb;
  }
  return '#000000';
}

const COLOURS = ['green', 'yellow', 'orange', 'red', 'blue', 'gray', 'teal', 'grape', 'indigo', 'cyan', 'violet', 'pink', 'lime'] as const;

/**
 * AA contrast (4.5:1) everywhere, computed from the palette: secondary text gray.7 (Mantine's dimmed gray.6 is 3.3:1),
 * error text;
 * filled badges and buttons dark enough for white text (green.6 is 2.6:1), outline ones readable on white; light variants' text dark enough to read
 * on their tinted background (shade 1, shade 2 on hover) and so on white.
 */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': t.colors.gray[7]!,
    // field errors (red.6 is 3.3:1 on white)
    '--mantine-color-error': readableOn(t.colors.red[6]!, '#ffffff'),
    ...Object.fromEntries(
      COLOURS.flatMap((c) => {
        const filled = readableOn(t.colors[c]![6]!, '#ffffff');
        return [
          [`--mantine-color-${c}-filled`, filled],
          [`--mantine-color-${c}-filled-hover`, darken(filled, 0.1)],
          // outline badges and buttons: text and border on white (teal.8 is 3.9:1)
          [`--mantine-color-${c}-outline`, filled],
          [`--mantine-color-${c}-light-color`, readableOn(t.colors[c]![9]!, t.colors[c]![2]!)],
        ];
      }),
    ),
  },
  dark: { '--mantine-color-dimmed': t.colors.dark[1]! },
});
