/**
 * /sign_in's frame as static HTML (brand, dark background, the card's outline), which the API server puts in
 * `#root` for that route (page-modules.json, vite.config.ts): the first paint shows the page instead of a blank screen
 * while the code downloads (~2.4 s on a mid-range phone), and main.tsx renders React's page over it in one step.
 * Inline styles only (Mantine's colour-scheme variables are set by JavaScript): the values are PublicLayout's in the
 * dark scheme, measured in Chromium (brand 40 + 4 + 35.1 + 4 + 20.3 px, 20 px gap, a 338.7 px card, 420 px wide).
 */
/** theme.ts's font stack (a test keeps them equal: this module is loaded by the build, without Mantine). */
export const SIGN_IN_SHELL_FONT = 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

const TROPHY_PATHS = ['M8 21l8 0', 'M12 17l0 4', 'M7 4l10 0', 'M17 4v8a5 5 0 0 1 -10 0v-8', 'M3 9a2 2 0 1 0 4 0a2 2 0 1 0 -4 0', 'M17 9a2 2 0 1 0 4 0a2 2 0 1 0 -4 0'];

export const SIGN_IN_SHELL_HTML = [
  `<div data-static-shell style="min-height:100vh;box-sizing:border-box;display:flex;align-items:center;justify-content:center;padding:16px;background:#1f1f1f;font-family:${SIGN_IN_SHELL_FONT.replace(/"/g, "'")}">`,
  '<div style="width:100%;max-width:420px;display:flex;flex-direction:column;gap:20px">',
  '<div style="display:flex;flex-direction:column;align-items:center;gap:4px">',
  `<svg width="40" height="40" viewBox="0 0 24 24" fill="none" stroke="#748ffc" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true">${TROPHY_PATHS.map((d) => `<path d="${d}"/>`).join('')}</svg>`,
  '<h1 style="margin:0;color:#fff;font-size:26px;line-height:35.1px;font-weight:650">Backoffice</h1>',
  '<p style="margin:0;color:#b8b8b8;font-size:14px;line-height:20.3px">Painel administrativo</p>',
  '</div>',
  '<div style="box-sizing:border-box;height:338.7px;background:#242424;border:1px solid #424242;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.05),0 20px 25px -5px rgba(0,0,0,.05),0 10px 10px -5px rgba(0,0,0,.04)">',
  '<noscript><p style="margin:0;padding:32px;color:#c9c9c9;font-size:14px">Ative o JavaScript do navegador para entrar no painel.</p></noscript>',
  '</div>',
  '</div>',
  '</div>',
].join('');
