import { DEFAULT_THEME, getDefaultZIndex, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { TOAST_Z_INDEX, cssVariablesResolver, theme } from './theme';

const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};

describe('theme colours', () => {
  it('reach AA (4.5:1): white on every filled colour, every outline colour on white, every light variant text on white and on its tint', () => {
    const t = mergeMantineTheme(DEFAULT_THEME, theme);
    const vars = cssVariablesResolver(t).light as Record<string, string>;
    const filled = Object.entries(vars).filter(([k]) => k.endsWith('-filled'));
    const lightText = Object.entries(vars).filter(([k]) => k.endsWith('-light-color'));
    expect(filled.length).toBeGreaterThan(10);
    expect(contrast(vars['--mantine-color-error']!, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(vars['--mantine-color-dimmed']!, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    for (const [name, colour] of filled) expect(contrast(colour, '#ffffff'), name).toBeGreaterThanOrEqual(4.5);
    const outline = Object.entries(vars).filter(([k]) => k.endsWith('-outline'));
    expect(outline.length).toBe(filled.length);
    for (const [name, colour] of outline) expect(contrast(colour, '#ffffff'), name).toBeGreaterThanOrEqual(4.5);
    for (const [name, colour] of lightText) {
      const c = name.replace('--mantine-color-', '').split('-')[0]!;
      expect(contrast(colour, '#ffffff'), name).toBeGreaterThanOrEqual(4.5);
      // the light variant's background is the palette's shade 1 (or 2 on hover)
      expect(contrast(colour, t.colors[c]![2]!), `${name} on ${c}.2`).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('layers', () => {
  it('puts the dropdowns a person opens (menus, selects, date pickers) above the toasts, and the toasts above modals', () => {
    const t = mergeMantineTheme(DEFAULT_THEME, theme);
    expect(t.components.Popover?.defaultProps).toMatchObject({ zIndex: expect.any(Number) });
    expect((t.components.Popover!.defaultProps as { zIndex: number }).zIndex).toBeGreaterThan(TOAST_Z_INDEX);
    expect(TOAST_Z_INDEX).toBeGreaterThan(getDefaultZIndex('modal'));
  });
});
