import { describe, expect, it } from 'vitest';
import { theme } from '../theme';
import { SIGN_IN_SHELL_FONT, SIGN_IN_SHELL_HTML } from './sign-in-shell';

describe("the sign-in page's static first paint", () => {
  it("uses the theme's font and says what PublicLayout says", () => {
    expect(SIGN_IN_SHELL_FONT).toBe(theme.fontFamily);
    const shell = document.createElement('div');
    shell.innerHTML = SIGN_IN_SHELL_HTML;
    expect(shell.querySelector('h1')?.textContent).toBe('Backoffice');
    expect(shell.querySelector('p')?.textContent).toBe('Painel administrativo');
    expect(shell.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    // nothing to type into before the page's code runs: a value typed there would be lost
    expect(shell.querySelectorAll('input, button, a, textarea, select')).toHaveLength(0);
  });
});
