/**
 * Per-file browser fixture: one connection to the shared Chromium and one context (pt-BR) per test file; every test
 * starts on a new page with the context's storage emptied, and gets a full-page screenshot in e2e/artifacts/ when it
 * fails. The context (and its HTTP and code caches) outlives the test: a first load in a new context cost ~3 s here,
 * in a known one ~2 s.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Locator, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import { expectAccessible } from './a11y.ts';
import './provided.ts';

/**
 * Playwright waits (locators, navigation) time out well before Vitest's test timeout, with a clearer message.
 * 20 s leaves room for a loaded 2-core machine; E2E_WAIT_MS overrides.
 */
export const WAIT_MS = Number(process.env.E2E_WAIT_MS) || 20_000;

export type BrowserFixture = {
  readonly browser: Browser;
  /** The file's context; its cookies and storage are emptied before every test. */
  readonly context: BrowserContext;
  readonly page: Page;
  readonly baseUrl: string;
  /** Opens another context (another person, or a stored session) that is closed with the test. */
  newPage(options?: Pick<BrowserContextOptions, 'storageState'>): Promise<Page>;
};

const NO_STORAGE = { cookies: [], origins: [] };

function fileSafe(text: string) {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-zA-Z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120);
}

export function useBrowser(): BrowserFixture {
  const baseUrl = inject('baseUrl');
  const artifactsDir = inject('artifactsDir');
  let browser: Browser | undefined;
  let shared: BrowserContext | undefined;
  /** The contexts of the running test: the file's own first, then any it opened. */
  let contexts: BrowserContext[] = [];
  let page: Page | undefined;

  const createContext = async (options: Pick<BrowserContextOptions, 'storageState'> = {}) => {
    const context = await browser!.newContext({
      baseURL: baseUrl,
      locale: 'pt-BR',
      timezoneId: 'America/Sao_Paulo',
      viewport: { width: 1280, height: 800 },
      ...options,
    });
    context.setDefaultTimeout(WAIT_MS);
    context.setDefaultNavigationTimeout(WAIT_MS);
    return context;
  };

  beforeAll(async () => {
    browser = await chromium.connect(inject('wsEndpoint'));
    shared = await createContext();
  });

  afterAll(async () => {
    await shared?.close().catch(() => {});
    await browser?.close();
  });

  beforeEach(async () => {
    // a new person: no cookies, local storage or IndexedDB left by the file's earlier tests (session storage is per page)
    await shared!.setStorageState(NO_STORAGE);
    contexts = [shared!];
    page = await shared!.newPage();
  });

  afterEach(async (ctx) => {
    try {
      // Every page a passing test leaves open is checked by axe (issue 11 §7); tests also call expectAccessible()
      // at the states worth checking on the way (dialogs open, forms in error). A11Y_AT_END=0 turns this off.
      if (ctx.task.result?.state !== 'fail' && process.env.A11Y_AT_END !== '0') {
        for (const context of contexts) for (const p of context.pages()) if (!p.isClosed() && /^https?:/.test(p.url())) await expectAccessible(p);
      }
      if (ctx.task.result?.state === 'fail') {
        fs.mkdirSync(artifactsDir, { recursive: true });
        const base = fileSafe(`${path.basename(ctx.task.file?.name ?? 'e2e', '.e2e.ts')}--${ctx.task.name}`);
        for (const [i, context] of contexts.entries()) {
          for (const [j, p] of context.pages().entries()) {
            const file = path.join(artifactsDir, `${base}${i || j ? `-${i}-${j}` : ''}.png`);
            await p.screenshot({ path: file, fullPage: true, timeout: 5000 }).catch(() => {});
            console.error(`  screenshot: ${path.relative(process.cwd(), file)} (${p.url()})`);
          }
        }
      }
    } finally {
      await Promise.all(contexts.map((c) => (c === shared ? Promise.all(c.pages().map((p) => p.close().catch(() => {}))) : c.close().catch(() => {}))));
      contexts = [];
    }
  });

  return {
    get browser() {
      return browser!;
    },
    get context() {
      return shared!;
    },
    get page() {
      return page!;
    },
    baseUrl,
    async newPage(options) {
      const context = await createContext(options);
      contexts.push(context);
      return context.newPage();
    },
  };
}

/* ---------- waiting assertions (playwright-core has no `expect`: every check waits for the page) ---------- */

/** Waits until the locator is visible (first match). */
export async function visible(locator: Locator, timeout = WAIT_MS): Promise<Locator> {
  await locator.first().waitFor({ state: 'visible', timeout });
  return locator;
}

/** Waits until no element matches the locator. */
export async function gone(locator: Locator, timeout = WAIT_MS): Promise<void> {
  const deadline = Date.now() + timeout;
  while ((await locator.count()) > 0) {
    if (Date.now() > deadline) throw new Error(`ainda presente após ${timeout} ms: ${locator.toString()}`);
    await locator.first().waitFor({ state: 'detached', timeout: Math.max(1, deadline - Date.now()) }).catch(() => {});
  }
}

/**
 * Types a date (YYYY-MM-DD given, DD.MM.YYYY typed as staff do) and leaves the field with Tab. It returns once the
 * calendar has closed: during its closing fade its day buttons still take clicks meant for what lies below.
 */
export async function typeDate(input: Locator, isoDate: string): Promise<void> {
  await input.fill(isoDate.split('-').reverse().join('.'));
  await input.press('Tab');
  await gone(input.page().locator('[data-calendar]'));
}

/** Waits for the layout to settle (charts re-measure after a resize), then checks the page is no wider than the window. */
export async function expectFitsWidth(page: Page): Promise<void> {
  const fits = () => document.documentElement.scrollWidth <= window.innerWidth;
  await page.waitForFunction(fits, undefined, { timeout: WAIT_MS }).catch(() => undefined);
  if (!(await page.evaluate(fits))) throw new Error(`a página é mais larga que a janela em ${new URL(page.url()).pathname}`);
}

/** How many of the page's cards have content running past their edge (a value that does not wrap). */
export function overflowingCards(page: Page): Promise<number> {
  return page.locator('main .mantine-Paper-root').evaluateAll((cards) => cards.filter((c) => c.scrollWidth > c.clientWidth + 1).length);
}

/** Waits for the page to be at `pathname` (search and hash ignored). */
export async function atPath(page: Page, pathname: string | RegExp, timeout = WAIT_MS): Promise<void> {
  try {
    await page.waitForURL((url) => (typeof pathname === 'string' ? url.pathname === pathname : pathname.test(url.pathname)), { timeout, waitUntil: 'commit' });
  } catch {
    throw new Error(`esperava a rota ${String(pathname)}, mas a página está em ${new URL(page.url()).pathname}`);
  }
}

/** The notification (role alert) showing exactly `text` (as title or message). */
export function notification(page: Page, text: string): Locator {
  return page.getByRole('alert').filter({ has: page.getByText(text, { exact: true }) });
}

/**
 * Waits for a notification with `text` (and, when given, the title `title` in the same notification). On failure
 * the message lists every notification seen while waiting (they close after 8 s).
 */
export async function expectNotification(page: Page, text: string, title?: string, timeout = WAIT_MS): Promise<Locator> {
  let alert = notification(page, text);
  if (title) alert = alert.filter({ has: page.getByText(title, { exact: true }) });
  const seen = new Set<string>();
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    if (await alert.first().isVisible().catch(() => false)) return alert;
    for (const t of await page.getByRole('alert').allInnerTexts().catch(() => [] as string[])) seen.add(t.replace(/\s+/g, ' ').trim());
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(
    `notificação não apareceu: ${title ? `[${title}] ` : ''}'${text}'. Notificações vistas: ${seen.size ? [...seen].map((s) => JSON.stringify(s)).join(', ') : 'nenhuma'} (em ${new URL(page.url()).pathname})`,
  );
}

/**
 * Closes every toast on screen with its close button, as a person does when one sits over what they click next (a
 * toast stays 8 s, top-right: over a form's right column or a first row's actions).
 */
export async function closeNotifications(page: Page): Promise<void> {
  const toasts = page.locator('.mantine-Notifications-root [role=alert]');
  for (let n = await toasts.count(); n > 0; n = await toasts.count()) {
    // A toast may close by itself (8 s) between the count and the click: then there is nothing left to close.
    await toasts
      .first()
      .getByRole('button', { name: 'Fechar' })
      .click({ timeout: 5000 })
      .catch(async (error: unknown) => {
        if ((await toasts.count()) >= n) throw error;
      });
    await gone(toasts.nth(n - 1));
  }
}

/**
 * Throws when something else (a toast, an overlay) is drawn over the centre of the element. Playwright's click would
 * wait for it, or scroll the page to get past it and click elsewhere.
 */
export async function expectOnTop(locator: Locator): Promise<void> {
  await visible(locator);
  const covering = await locator.first().evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    return hit && !el.contains(hit) ? `${hit.tagName.toLowerCase()}.${String(hit.className).slice(0, 60)} "${(hit.textContent ?? '').trim().slice(0, 60)}"` : null;
  });
  if (covering) throw new Error(`${locator.toString()} está coberto por ${covering}`);
}

/** Throws when the two elements' boxes overlap on screen (one would hide the other, or take its clicks). */
export async function expectApart(a: Locator, b: Locator): Promise<void> {
  const [boxA, boxB] = [await a.first().boundingBox(), await b.first().boundingBox()];
  if (!boxA || !boxB) throw new Error(`sem posição na tela: ${!boxA ? a.toString() : b.toString()}`);
  const overlap = boxA.x < boxB.x + boxB.width && boxB.x < boxA.x + boxA.width && boxA.y < boxB.y + boxB.height && boxB.y < boxA.y + boxA.height;
  if (overlap) throw new Error(`${a.toString()} cobre ${b.toString()}: ${JSON.stringify(boxA)} × ${JSON.stringify(boxB)}`);
}

/** The main sidebar navigation. */
export function sidebar(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Menu principal' });
}

/** The page's main heading (h2 of the page header or status pages). */
export function pageHeading(page: Page, name: string | RegExp): Locator {
  return page.getByRole('main').getByRole('heading', { name, level: 2 });
}

/**
 * The text field (input or textarea) whose label is exactly `text`, with or without the required asterisk. Never a
 * field whose label merely contains it, such as a list's "Buscar por nome" still on screen while the form loads.
 */
export function field(scope: Page | Locator, text: string): Locator {
  return scope.getByLabel(new RegExp(`^${text}\\s*\\*?$`)).and(scope.locator('input, textarea'));
}

/** A unique suffix for names and e-mails created by a test. */
export function unique(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
}

/** Waits until an input shows `value` (edit forms fill in after the record loads). */
export async function hasValue(locator: Locator, value: string, timeout = WAIT_MS): Promise<void> {
  const deadline = Date.now() + timeout;
  let last = '';
  while (Date.now() < deadline) {
    last = await locator.inputValue().catch(() => '');
    if (last === value) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`campo ${locator.toString()} tem '${last}', esperava '${value}'`);
}

/** Types into a list's search box, submits, and waits for a row containing `text`. */
export async function searchRow(page: Page, searchLabel: string, text: string): Promise<Locator> {
  const search = page.getByRole('textbox', { name: searchLabel });
  await search.fill(text);
  await search.press('Enter');
  const row = page.getByRole('row').filter({ hasText: text });
  await visible(row);
  return row;
}

/** Confirms the open modal with the button `label` ('Sim, deletar', …) and waits for it to close. */
export async function confirmModal(page: Page, label: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  const button = dialog.getByRole('button', { name: label, exact: true });
  await visible(button);
  await button.click();
  await gone(page.getByRole('dialog').getByRole('button', { name: label, exact: true }));
}
