import { Badge, CloseButton, Modal, PasswordInput, createTheme, darken, type CSSVariablesResolver } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'indigo',
  // WCAG AA: white on indigo.7/8 and indigo links on white/striped rows reach 4.5:1 (indigo.6 does not).
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '650' },
  // pt-BR names for Mantine's built-in icon buttons (its defaults are English or missing).
  components: {
    PasswordInput: PasswordInput.extend({ defaultProps: { visibilityToggleButtonProps: { 'aria-label': 'Mostrar ou ocultar a senha' } } }),
    // A status badge is short: never cut it to 'CANCELA…' in a narrow table cell.
    Badge: Badge.extend({ styles: { root: { flexShrink: 0, maxWidth: 'none', overflow: 'visible' }, label: { overflow: 'visible' } } }),
    Modal: Modal.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Fechar' } } }),
    CloseButton: CloseButton.extend({ defaultProps: { 'aria-label': 'Fechar' } as Record<string, string> }),
  },
});

/**
 * Secondary text dark enough for AA contrast (Mantine's default dimmed gray.6 is 3.3:1 on white). Light badges, alerts and
 * buttons: their text at shade 9 darkened by 30 %, which reads at AA (4.5:1) on their shade-1/2 tinted background and
 * on white (shade 6 and even shade 9 do not, for green and indigo).
 */
const LIGHT_TEXT_COLORS = ['green', 'yellow', 'orange', 'red', 'blue', 'gray', 'teal', 'grape', 'indigo', 'cyan', 'violet', 'pink', 'lime'] as const;

export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': t.colors.gray[7]!,
    ...Object.fromEntries(LIGHT_TEXT_COLORS.map((c) => [`--mantine-color-${c}-light-color`, darken(t.colors[c]![9]!, 0.3)])),
  },
  dark: { '--mantine-color-dimmed': t.colors.dark[1]! },
});
