/** What the global setup shares with the test files (Vitest `provide` / `inject`). */
declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the server under test, e.g. http://127.0.0.1:41234 (also the PUBLIC_URL of e-mailed links). */
    baseUrl: string;
    /** Playwright browser-server endpoint: `chromium.connect(wsEndpoint)`. */
    wsEndpoint: string;
    /** File receiving the server's stdout/stderr (JSON log lines; the mailer logs links there). */
    serverLog: string;
    /** Where failure screenshots go (gitignored). */
    artifactsDir: string;
  }
}

export {};
