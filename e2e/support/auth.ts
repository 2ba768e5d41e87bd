/** Signing in through the panel, as a person would. */
import type { BrowserContext, Page } from 'playwright-core';
import { currentCode } from './accounts.ts';
import { atPath, sidebar, visible, type BrowserFixture } from './browser.ts';

/** Fills and submits the /sign_in form (does not wait for the outcome). */
export async function submitSignIn(page: Page, email: string, password: string): Promise<void> {
  if (new URL(page.url()).pathname !== '/sign_in') await page.goto('/sign_in');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

/** Types a 6-digit code into the /2fa page. */
export async function typeTwoFactorCode(page: Page, code: string): Promise<void> {
  const first = page.getByRole('group', { name: 'Código de verificação' }).getByRole('textbox').first();
  await visible(first);
  await first.click();
  await page.keyboard.type(code);
}

/** Signs in an account without two-factor and waits for the signed-in landing page (/admin) and its sidebar. */
export async function signIn(page: Page, account: { email: string; password: string }): Promise<void> {
  await submitSignIn(page, account.email, account.password);
  await atPath(page, '/admin');
  await visible(sidebar(page));
}

/** Signs in an account with two-factor: password step, then the code computed from its TOTP secret. */
export async function signInWithTwoFactor(page: Page, account: { email: string; password: string; twoFactorSecret: string | null }): Promise<void> {
  await submitSignIn(page, account.email, account.password);
  await atPath(page, '/2fa');
  await typeTwoFactorCode(page, currentCode(account.twoFactorSecret ?? undefined));
  await atPath(page, '/admin');
  await visible(sidebar(page));
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
/** Sessions opened through the panel in this test file, by e-mail (each file gets its own module instance). */
const sessions = new Map<string, StorageState>();

/**
 * A page signed in as `account`, opened at `path` (/admin, the landing page, by default; a page of the shell, with
 * the sidebar). The first call in a test file signs in through /sign_in (as a person would); later calls reuse that
 * browser session (storage state), saving a sign-in per test: on the test's own page while it is still blank, else
 * (a second person in the same test) in a context of its own. Use `signIn` instead when the sign-in itself is under
 * test.
 */
export async function signedInPage(b: BrowserFixture, account: { email: string; password: string }, path = '/admin'): Promise<Page> {
  const stored = sessions.get(account.email);
  if (!stored) {
    await b.page.goto('/sign_in');
    await signIn(b.page, account);
    sessions.set(account.email, await b.context.storageState());
    if (path !== '/admin') await b.page.goto(path);
    return b.page;
  }
  let page = b.page;
  if (page.url() === 'about:blank') await b.context.setStorageState(stored);
  else page = await b.newPage({ storageState: stored });
  await page.goto(path);
  await visible(sidebar(page));
  return page;
}
