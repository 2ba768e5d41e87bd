import { EARLY_REQUESTS_LIMIT, EARLY_REQUESTS_STORAGE_KEY, ME_PATH } from './session-key';

/**
 * The API reads a page makes by itself when it is opened, remembered per page, so that the next full load of that page
 * asks them before its code has downloaded (the build's preload script, decision 0104): on a list, the rows arrive
 * with the code instead of a round trip after it.
 */

/** Reads asked later than this after the load are the user's doing or a refetch: neither learned nor answered early. */
export const EARLY_WINDOW_MS = 5_000;
/** Pages remembered; the one least recently opened is forgotten first. */
export const LEARNED_PAGES_LIMIT = 40;

// learning ends at the first of these: the user's first click, key or touch, or the page going away
const ENDINGS = ['pointerdown', 'keydown', 'touchstart', 'pagehide'] as const;

type Learned = Record<string, string[]>;

let learning: { page: string; paths: string[]; timer: number } | undefined;

function readLearned(): Learned {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(EARLY_REQUESTS_STORAGE_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Learned) : {};
  } catch {
    return {};
  }
}

function stopLearning() {
  const stopped = learning;
  learning = undefined;
  if (stopped) window.clearTimeout(stopped.timer);
  for (const type of ENDINGS) window.removeEventListener(type, finishLearning, { capture: true });
  return stopped;
}

/** Ends the learning: stores what the page asked (the most recent page last), unless it is what was stored already. */
export function finishLearning(): void {
  const finished = stopLearning();
  if (!finished) return;
  const learned = readLearned();
  if (JSON.stringify(learned[finished.page] ?? []) === JSON.stringify(finished.paths) && Object.keys(learned).at(-1) === finished.page) return;
  delete learned[finished.page];
  if (finished.paths.length) learned[finished.page] = finished.paths;
  const pages = Object.keys(learned);
  for (const old of pages.slice(0, Math.max(0, pages.length - LEARNED_PAGES_LIMIT))) delete learned[old];
  try {
    window.localStorage.setItem(EARLY_REQUESTS_STORAGE_KEY, JSON.stringify(learned));
  } catch {
    // storage full or refused: the next load asks after the code, as it would without this
  }
}

/**
 * Drops the early answers nobody took, releasing their bodies rather than leaving them holding connections: at the
 * window's end, and at any write (an answer asked before it may no longer be true).
 */
export function releaseEarlyResponses(): void {
  const early = window.__BACKOFFICE_EARLY__;
  window.__BACKOFFICE_EARLY__ = undefined;
  for (const response of Object.values(early ?? {})) void response.then((r) => r.body?.cancel()).catch(() => undefined);
}

/**
 * At start-up. Learns what this load reads until the first click, key or touch, a navigation, the page's unloading or
 * the window's end, only on a page opened without a search string (no filter value ever reaches storage). Then
 * releases the early answers nobody took.
 */
export function startLearning(): void {
  const remaining = Math.max(0, EARLY_WINDOW_MS - performance.now());
  window.setTimeout(releaseEarlyResponses, remaining);
  if (window.location.search || learning) return;
  learning = { page: window.location.pathname, paths: [], timer: window.setTimeout(finishLearning, remaining) };
  for (const type of ENDINGS) window.addEventListener(type, finishLearning, { capture: true, passive: true });
}

/** A GET the API client sends (`path` with its query, after the API base URL); a search (`query`: maybe a CPF) is never kept. */
export function learnRead(path: string): void {
  if (!learning) return;
  if (window.location.pathname !== learning.page || window.location.search) return finishLearning();
  if (path === ME_PATH || /[?&]query=/.test(path) || learning.paths.includes(path) || learning.paths.length >= EARLY_REQUESTS_LIMIT) return;
  learning.paths.push(path);
}

/**
 * The answer the preload script has in flight for this URL, taken once, and only in the load's first seconds: a later
 * read (after a change the user made) must not get an answer asked before it.
 */
export function takeEarlyResponse(url: string): Promise<Response> | undefined {
  const early = window.__BACKOFFICE_EARLY__;
  if (!early) return undefined;
  if (performance.now() > EARLY_WINDOW_MS) {
    releaseEarlyResponses();
    return undefined;
  }
  const response = early[url];
  delete early[url];
  return response;
}

/** 'Sair': the next person at this browser starts without this one's pages. */
export function forgetLearnedReads(): void {
  stopLearning();
  window.localStorage.removeItem(EARLY_REQUESTS_STORAGE_KEY);
}
