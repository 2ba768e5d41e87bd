import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { MSG } from '@backoffice/contract';
import { PAGE_MODULES_META, type PageModules } from '@backoffice/contract/constants';
import fp from 'fastify-plugin';

type PageHtml = { plain: Buffer; br: Buffer; gzip: Buffer };

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * index.html as answered for one route: it names the page's chunks so they download beside the entry rather than after
 * it (issue 13 §1). Public pages get `modulepreload` links (`preload` for CSS; all `crossorigin` like Vite's own links,
 * or the browser downloads the file twice); signed-in pages a meta tag that the panel's preload script reads only when
 * a session is stored, so a signed-out visit downloads nothing it will not run.
 * A page with a static frame (`shell`, /sign_in) has it in `#root` for the first paint.
 */
export function pageHtmlFor(indexHtml: string, page: PageModules): string {
  // a static first paint (the sign-in page's frame) goes in #root; React renders the page over it (main.tsx)
  const html = page.shell ? indexHtml.replace('<div id="root"></div>', `<div id="root">${page.shell}</div>`) : indexHtml;
  if (page.modules.length === 0) return html;
  const tags = page.signedIn
    ? `<meta name="${PAGE_MODULES_META}" content="${escapeAttribute(page.modules.join(' '))}" />`
    : page.modules
        .map((href) => (href.endsWith('.css') ? `<link rel="preload" as="style" crossorigin href="${escapeAttribute(href)}" />` : `<link rel="modulepreload" crossorigin href="${escapeAttribute(href)}" />`))
        .join('');
  return html.replace('</head>', `${tags}</head>`);
}

/** Route pattern (React Router's `:param` segments) to a matcher; an optional trailing slash, as the router allows. */
function routeMatcher(pattern: string): RegExp {
  const source = pattern.split('/').map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('/');
  return new RegExp(`^${source}/?$`);
}

/** Reads page-modules.json beside index.html; a panel built without it (or a broken one) just answers index.html. */
function loadPageMatchers(dist: string): { match: RegExp; page: PageModules; params: number }[] {
  try {
    const pages = JSON.parse(fs.readFileSync(path.join(dist, 'page-modules.json'), 'utf8')) as PageModules[];
    // Fixed routes before parameterised ones (/campaigns/new before /campaigns/:id/...).
    return pages
      .map((page) => ({ match: routeMatcher(page.path), page, params: page.path.split(':').length - 1 }))
      .sort((a, b) => a.params - b.params);
  } catch {
    return [];
  }
}

/**
 * Serves the built panel with an SPA fallback: unknown non-API GETs answer index.html, unknown API paths answer 404
 * JSON. /runtime-config.js tells the panel its API base URL at run time.
 */
export default fp(
  async (app) => {
    const dist = app.config.WEB_DIST_DIR;
    const hasPanel = dist !== '' && fs.existsSync(path.join(dist, 'index.html'));
    const prefix = app.config.API_PREFIX;
    const runtimeConfig = `window.__BACKOFFICE_CONFIG__ = ${JSON.stringify({ apiBaseUrl: app.config.PUBLIC_API_BASE_URL })};\n`;

    app.get('/runtime-config.js', { schema: { hide: true } }, async (_req, reply) =>
      reply.type('application/javascript; charset=utf-8').header('cache-control', 'no-store').send(runtimeConfig),
    );
    app.get(`${prefix}/health`, { schema: { hide: true } }, async () => ({ status: 'ok' }));

    // The built panel as last read; a rebuild while the server runs (a new index.html) is picked up on the next page.
    let built: { stamp: number; indexHtml: string; matchers: ReturnType<typeof loadPageMatchers>; html: Map<string, PageHtml> } | undefined;
    const currentBuild = () => {
      const stamp = fs.statSync(path.join(dist, 'index.html'), { throwIfNoEntry: false })?.mtimeMs;
      if (stamp === undefined) return undefined;
      if (built?.stamp !== stamp) built = { stamp, indexHtml: fs.readFileSync(path.join(dist, 'index.html'), 'utf8'), matchers: loadPageMatchers(dist), html: new Map() };
      return built;
    };
    // Each route's HTML is compressed once, on its first request (~1 KB; a handful of distinct pages in practice).
    const pageHtml = (url: string): PageHtml | undefined => {
      const build = currentBuild();
      const found = build?.matchers.find((m) => m.match.test(url));
      if (!build || !found || (found.page.modules.length === 0 && !found.page.shell)) return undefined;
      let cached = build.html.get(found.page.path);
      if (!cached) {
        const plain = Buffer.from(pageHtmlFor(build.indexHtml, found.page));
        cached = { plain, br: zlib.brotliCompressSync(plain), gzip: zlib.gzipSync(plain) };
        build.html.set(found.page.path, cached);
      }
      return cached;
    };

    if (hasPanel) {
      await app.register(fastifyStatic, {
        root: dist,
        wildcard: false,
        index: false,
        // index.html and the assets go out as the .br/.gz written at build time (Content-Encoding, Vary: accept-encoding).
        preCompressed: true,
        setHeaders: (reply, filePath) => {
          // Hashed assets never change; index.html must always be fresh.
          reply.header('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    }

    const assetsDir = path.resolve(dist, 'assets') + path.sep;
    app.setNotFoundHandler((request, reply) => {
      const url = request.url.split('?')[0] ?? '';
      const isApi = url === prefix || url.startsWith(`${prefix}/`);
      if (!isApi && hasPanel && (request.method === 'GET' || request.method === 'HEAD') && url.startsWith('/assets/')) {
        // Static routes are made at start (wildcard: false): files of a rebuild since then are served from here, and an
        // asset that exists in neither build is a 404 (never index.html: the panel reloads on a chunk that fails to load).
        const file = path.resolve(dist, `.${decodeURIComponent(url)}`);
        if (file.startsWith(assetsDir) && fs.statSync(file, { throwIfNoEntry: false })?.isFile()) return reply.sendFile(path.relative(dist, file));
        return reply.code(404).type('text/plain; charset=utf-8').send('Arquivo não encontrado.');
      }
      if (!isApi && hasPanel && (request.method === 'GET' || request.method === 'HEAD')) {
        reply.header('cache-control', 'no-cache');
        const page = pageHtml(url);
        if (!page) return reply.sendFile('index.html');
        const accepts = String(request.headers['accept-encoding'] ?? '');
        const encoding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : undefined;
        reply.header('vary', 'accept-encoding').type('text/html; charset=utf-8');
        if (encoding) reply.header('content-encoding', encoding);
        return reply.send(encoding ? page[encoding] : page.plain);
      }
      return reply.code(404).send({ errors: [{ message: MSG.routeNotFound }] });
    });
  },
  { name: 'web', dependencies: ['config'] },
);
