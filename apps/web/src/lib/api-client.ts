import type { SessionTokens } from '@backoffice/contract';
// The zod-free entry: this module is on every page's first load (decision 0085).
import { ACCESS_TOKEN_HEADER, ITEMS_COUNT_CAPPED_HEADER, ITEMS_COUNT_HEADER, MSG, NOTIFICATION_DURATION_MS } from '@backoffice/contract/constants';
import { notifications } from '@mantine/notifications';
import { authStore } from './auth-store';
import { learnRead, releaseEarlyResponses, takeEarlyResponse } from './early-requests';
import { apiBaseUrl } from './runtime-config';

/** One item of the API's `{ errors: [...] }` body. */
export type ApiErrorItem = { message: string; field?: string; code?: number };

/** Every failed call rejects with this. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: ApiErrorItem[];
  /** Session ended (refresh failed or 'JWT inválido'): nothing must be shown, the guard sends the user to /sign_in. */
  readonly silent: boolean;

  constructor(status: number, errors: ApiErrorItem[], options: { silent?: boolean } = {}) {
    super(errors[0]?.message ?? (status === 0 ? MSG.unexpected : MSG.unavailable));
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.silent = options.silent ?? false;
  }

  /** No response at all (network down, server unreachable). */
  get isNetwork() {
    return this.status === 0;
  }
  get firstMessage(): string | undefined {
    return this.errors[0]?.message;
  }
  get code(): number | undefined {
    return this.errors.find((e) => e.code !== undefined)?.code;
  }
}

export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue | readonly (string | number)[]>;

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: QueryParams;
  body?: unknown;
  signal?: AbortSignal;
  /** Answer as a Blob (CSV downloads). */
  blob?: boolean;
  /** Background calls (polling): a network failure rejects without the red notification; the caller shows its own state. */
  quietNetwork?: boolean;
};

/** `capped`: the total is a lower bound (the server stopped counting; "N ou mais"). */
export type ListResult<T> = { items: T[]; total: number; capped: boolean };

export function buildUrl(path: string, query?: QueryParams): string {
  const url = `${apiBaseUrl()}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const v of value) params.append(key, String(v));
    else params.append(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

const isSessionCall = (path: string) => /^\/?v\d+\/session/.test(path);

async function readErrors(response: Response): Promise<ApiErrorItem[]> {
  try {
    const body = (await response.json()) as { errors?: ApiErrorItem[]; error?: string; message?: string };
    if (Array.isArray(body.errors) && body.errors.length) return body.errors.filter((e) => typeof e?.message === 'string');
    if (typeof body.error === 'string') return [{ message: body.error }];
    if (typeof body.message === 'string') return [{ message: body.message }];
  } catch {
    // not JSON
  }
  return [];
}

/** §8: without a response, a red notification with the messages (one per line) or 'Ocorreu um erro inesperado'. */
function notifyNetworkFailure(messages: string[] = []) {
  notifications.show({
    color: 'red',
    message: messages.length ? messages.join('\n') : MSG.unexpected,
    autoClose: NOTIFICATION_DURATION_MS,
    styles: { description: { whiteSpace: 'pre-line' } },
  });
}

let refreshing: Promise<boolean> | null = null;

/** Single-flight: concurrent 401s share one POST /v1/session/refresh. */
function refreshSession(): Promise<boolean> {
  refreshing ??= (async () => {
    const refresh_token = authStore.getRefreshToken();
    if (!refresh_token) return false;
    try {
      const response = await fetch(buildUrl('/v1/session/refresh'), {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ refresh_token }),
      });
      if (!response.ok) return false;
      authStore.setTokens((await response.json()) as SessionTokens);
      return true;
    } catch {
      return false;
    }
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

function ask(url: string, options: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = { accept: options.blob ? '*/*' : 'application/json' };
  const token = authStore.getAccessToken();
  if (token) headers[ACCESS_TOKEN_HEADER] = token;
  let body: BodyInit | undefined;
  if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  return fetch(url, { method: options.method ?? 'GET', headers, body, signal: options.signal });
}

/**
 * A JSON read takes the preload script's early answer when it succeeded (lib/early-requests.ts); anything else asks.
 * A write drops the early answers not yet taken.
 */
function send(path: string, options: RequestOptions): Promise<Response> {
  const url = buildUrl(path, options.query);
  if ((options.method ?? 'GET') !== 'GET') releaseEarlyResponses();
  if ((options.method ?? 'GET') !== 'GET' || options.blob) return ask(url, options);
  learnRead(url.slice(apiBaseUrl().length));
  const early = takeEarlyResponse(url);
  if (!early) return ask(url, options);
  return early.then(
    (response) => {
      // the caller gave up meanwhile (a page left, a filter changed): as a fetch with that signal would
      if (options.signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
      if (response.ok) return response;
      void response.body?.cancel().catch(() => undefined);
      return ask(url, options);
    },
    () => ask(url, options),
  );
}

/** Low-level call: returns the Response when it is OK, rejects with ApiError otherwise. */
export async function apiFetch(path: string, options: RequestOptions = {}): Promise<Response> {
  let response: Response;
  try {
    response = await send(path, options);
    if (response.status === 401 && !isSessionCall(path) && authStore.getRefreshToken()) {
      if (await refreshSession()) response = await send(path, options);
      else {
        authStore.clear();
        throw new ApiError(401, [{ message: MSG.sessionExpired }], { silent: true });
      }
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    if (!options.quietNetwork) notifyNetworkFailure();
    throw new ApiError(0, [{ message: MSG.unexpected }]);
  }
  if (response.ok) return response;

  const errors = await readErrors(response);
  // §8: 'JWT inválido' (or a 401 we could not recover from) ends the session silently; the guard goes to /sign_in.
  const invalidJwt = errors.some((e) => e.message === MSG.invalidJwt);
  if (invalidJwt || (response.status === 401 && !isSessionCall(path))) {
    authStore.clear();
    throw new ApiError(response.status, errors, { silent: true });
  }
  throw new ApiError(response.status, errors);
}

async function json<T>(response: Response): Promise<T> {
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return json<T>(await apiFetch(path, options));
}

/** The API client. Paths are relative to the runtime base URL, e.g. `api.get('/v1/users/1')`. */
export const api = {
  get: <T>(path: string, query?: QueryParams, signal?: AbortSignal) => apiRequest<T>(path, { query, signal }),
  /** List endpoints: the total comes in the `items-count` header (§7). */
  async list<T>(path: string, query?: QueryParams, signal?: AbortSignal): Promise<ListResult<T>> {
    const response = await apiFetch(path, { query, signal });
    const items = (await json<T[]>(response)) ?? [];
    const header = response.headers.get(ITEMS_COUNT_HEADER);
    const total = header !== null && header !== '' && Number.isFinite(Number(header)) ? Number(header) : items.length;
    return { items, total, capped: response.headers.get(ITEMS_COUNT_CAPPED_HEADER) === '1' };
  },
  post: <T = unknown>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'POST', body }),
  put: <T = unknown>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'PUT', body }),
  patch: <T = unknown>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'PATCH', body }),
  delete: <T = unknown>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'DELETE', body }),
  /** Downloads a file answer (CSV exports) under the given Portuguese file name. */
  async download(path: string, filename: string, query?: QueryParams): Promise<void> {
    const blob = await (await apiFetch(path, { query, blob: true })).blob();
    const href = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = href;
    a.download = filename;
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(href), 1000);
  },
};
