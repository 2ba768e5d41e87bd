/** The part of autocannon 9's API the runner uses (the package ships no types). */
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  export type Options = {
    url: string;
    method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
    headers?: Record<string, string>;
    body?: string;
    connections?: number;
    /** Open loop: requests per second over all connections. */
    overallRate?: number;
    duration?: number;
    pipelining?: number;
    timeout?: number;
    /** Request sequence; `setupRequest` may rewrite each request (e.g. its path) before it is sent. */
    requests?: { setupRequest?: (req: { path?: string; [key: string]: unknown }) => { path?: string; [key: string]: unknown } }[];
  };

  export type Result = {
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    resets: number;
    mismatches: number;
    statusCodeStats: Record<string, { count: number }>;
    requests: { total: number; average: number };
  };

  export type Instance = EventEmitter &
    PromiseLike<Result> & {
      stop(): void;
    };

  function autocannon(options: Options): Instance;
  export default autocannon;
}
