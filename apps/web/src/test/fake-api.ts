import { vi } from 'vitest';

/**
 * Stubs fetch with an API answering by URL: `answer(url)` gives the body, for lists the `items-count` total (default:
 * an array's length) and any other headers. Returns the URLs asked, so a test can check what each list sent.
 */
export function fakeApi(answer: (url: URL) => { body: unknown; total?: number; headers?: Record<string, string> }) {
  const urls: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      urls.push(url);
      const { body, total, headers } = answer(url);
      const count = total ?? (Array.isArray(body) ? body.length : 0);
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json', 'items-count': String(count), ...headers } });
    }),
  );
  return {
    urls,
    /** The query of the last request whose path ends with `suffix`. */
    last: (suffix: string) => urls.filter((u) => u.pathname.endsWith(suffix)).at(-1)?.searchParams,
  };
}
