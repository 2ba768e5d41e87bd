import react from '@vitejs/plugin-react';
import postcssPresetMantine from 'postcss-preset-mantine';
import postcssSimpleVars from 'postcss-simple-vars';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import type { PageModules } from '@backoffice/contract/constants';
import { build, defineConfig, type Plugin, type Rollup } from 'vite';
import { CHUNK_GROUPS, planChunkGroups, planMantineStyles, staticClosure } from './src/app/chunk-groups.ts';
import { preloadScriptSource } from './src/app/preload-script.ts';
import { SIGN_IN_SHELL_HTML } from './src/app/layouts/sign-in-shell.ts';

/** Text assets the server sends precompressed (br and gzip beside each file; @fastify/static picks by Accept-Encoding). */
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest)$/;

function precompress(): Plugin {
  return {
    name: 'backoffice-precompress',
    apply: 'build',
    writeBundle(options) {
      const dir = options.dir!;
      const walk = (d: string): string[] => fs.readdirSync(d, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(d, e.name)) : [path.join(d, e.name)]));
      for (const file of walk(dir).filter((f) => COMPRESSIBLE.test(f))) {
        const data = fs.readFileSync(file);
        if (data.length < 512) continue;
        fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length } }));
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
      }
    },
  };
}

/** The lazily loaded modules every signed-in page needs: the shell (layout route) and the page table (decision 0085). */
const SIGNED_IN_SHELL = /[\\/]src[\\/]app[\\/](layouts[\\/]AppLayout\.tsx|signed-in-pages\.tsx)$/;

/** Where the route → page module tables live: public pages in router.tsx's PUBLIC_PAGES, the rest signed in. */
const ROUTER_FILE = path.join(import.meta.dirname, 'src/app/router.tsx');
const SIGNED_IN_PAGES_FILE = path.join(import.meta.dirname, 'src/app/signed-in-pages.tsx');

/** Static first paints the server puts in `#root` for a route (React renders over them). */
const STATIC_SHELLS: Record<string, string> = { '/sign_in': SIGN_IN_SHELL_HTML };

/** `'/path': () => import('./Module')` (page tables) and `path: '/path', lazy: lazyPage(() => import('./Module'))`. */
function routeImports(file: string, otherImports: number): { path: string; module: string; inTable: boolean }[] {
  const source = fs.readFileSync(file, 'utf8');
  const found = [
    ...[...source.matchAll(/'(\/[^']*)': \(\) => import\('([^']+)'\)/g)].map((m) => ({ path: m[1]!, module: m[2]!, inTable: true })),
    ...[...source.matchAll(/path: '(\/[^']*)', lazy: lazyPage\(\(\) => import\('([^']+)'\)\)/g)].map((m) => ({ path: m[1]!, module: m[2]!, inTable: false })),
  ];
  // A page written another way would silently lose its preload: every dynamic import must be read or known.
  const imports = source.match(/import\('/g)?.length ?? 0;
  if (imports !== found.length + otherImports) throw new Error(`page-preloads: ${imports - otherImports} page imports in ${file}, ${found.length} read`);
  return found.map((r) => ({ ...r, module: path.resolve(path.dirname(file), r.module) }));
}

/**
 * Starts a page's code downloading beside the entry instead of after it (issue 13 §1, decision 0085):
 * - With a session in the browser, a small classic script (src/app/preload-script.ts) asks `GET /v1/me` and preloads
 *   the signed-in shell's chunks and the page modules the server named in the HTML (`<meta name="backoffice-page-modules">`).
 * - `page-modules.json`: for every routed page, the chunks it needs beyond the entry (and the shell), and for /sign_in
 *   its static frame; the API server puts them in the HTML it answers for that route (plugins/web.ts).
 */
function pagePreloads(): Plugin {
  return {
    name: 'backoffice-page-preloads',
    apply: 'build',
    // after Vite's HTML plugin has put index.html in the bundle
    enforce: 'post',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((o): o is Rollup.OutputChunk => o.type === 'chunk');
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const closure = (roots: Rollup.OutputChunk[]) => {
        const seen = new Set<string>();
        const visit = (c: Rollup.OutputChunk | undefined) => {
          if (!c || seen.has(c.fileName)) return;
          seen.add(c.fileName);
          c.imports.forEach((f) => visit(byFile.get(f)));
          // a chunk's CSS files (Vite adds them as stylesheets when it imports the chunk)
          c.viteMetadata?.importedCss.forEach((f) => seen.add(f));
        };
        roots.forEach(visit);
        return seen;
      };
      const loaded = closure(chunks.filter((c) => c.isEntry));
      // the shell's two modules: each in its own chunk, or both in the plan's `shell` chunk (chunkPlan below)
      const roots = chunks.filter((c) => c.moduleIds.some((id) => SIGNED_IN_SHELL.test(id)));
      const rootModules = roots.flatMap((c) => c.moduleIds.filter((id) => SIGNED_IN_SHELL.test(id)));
      if (rootModules.length !== 2) this.error(`page-preloads: expected the AppLayout and signed-in-pages modules, found ${rootModules.length}`);
      const shell = closure(roots);
      const files = [...shell].filter((f) => !loaded.has(f)).map((f) => `/${f}`);

      const byModule = new Map(chunks.filter((c) => c.facadeModuleId).map((c) => [c.facadeModuleId!.replace(/\.tsx?$/, ''), c]));
      const routes = [
        ...routeImports(ROUTER_FILE, 2).map((r) => ({ ...r, signedIn: !r.inTable })),
        ...routeImports(SIGNED_IN_PAGES_FILE, 0).map((r) => ({ ...r, signedIn: true })),
      ];
      if (routes.length < 80) this.error(`page-preloads: only ${routes.length} routed pages found in router.tsx and signed-in-pages.tsx`);
      const pages: PageModules[] = routes.map((r) => {
        const chunk = byModule.get(r.module);
        if (!chunk) return this.error(`page-preloads: no chunk for ${r.path} (${r.module})`);
        const modules = [...closure([chunk])].filter((f) => !loaded.has(f) && !(r.signedIn && shell.has(f))).map((f) => `/${f}`);
        return { path: r.path, signedIn: r.signedIn, modules, ...(STATIC_SHELLS[r.path] ? { shell: STATIC_SHELLS[r.path] } : {}) };
      });
      this.emitFile({ type: 'asset', fileName: 'page-modules.json', source: `${JSON.stringify(pages)}\n` });

      const source = preloadScriptSource(files);
      const script = this.getFileName(this.emitFile({ type: 'asset', name: 'preload-signed-in.js', source }));
      const html = bundle['index.html'];
      if (html?.type !== 'asset' || typeof html.source !== 'string') return this.error('page-preloads: index.html not in the bundle');
      const tag = `<script defer src="/${script}"></script>`;
      const at = html.source.indexOf('<script type="module"');
      if (at < 0) return this.error('page-preloads: no module script in index.html');
      html.source = `${html.source.slice(0, at)}${tag}\n    ${html.source.slice(at)}`;
    },
  };
}

/** Chromium's explicit compile hint: compile every function of the script while it streams in, off the main thread. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Marks the scripts a page runs as soon as they arrive: the entry and what it imports, and the plan's shared groups
 * (decision 0103). Without the hint V8 compiles each function on the main thread the first time it is called, inside
 * the load's longest tasks. The hint must open the file: it is added last, and the source map moves down one line.
 */
function compileHints(): Plugin {
  return {
    name: 'backoffice-compile-hints',
    apply: 'build',
    // on the written files, before they are compressed: Vite adds its own preamble to a chunk as late as generateBundle
    writeBundle: {
      order: 'pre',
      sequential: true,
      handler(options, bundle) {
        const chunks = Object.values(bundle).filter((o): o is Rollup.OutputChunk => o.type === 'chunk');
        const startUp = chunks.filter((c) => c.isEntry || (CHUNK_GROUPS as readonly string[]).includes(c.name));
        for (const file of staticClosure(chunks)(startUp.map((c) => c.fileName))) {
          const code = path.join(options.dir!, file);
          fs.writeFileSync(code, `${COMPILE_HINT}\n${fs.readFileSync(code, 'utf8')}`);
          const map = `${code}.map`;
          if (!fs.existsSync(map)) continue;
          const json = JSON.parse(fs.readFileSync(map, 'utf8')) as { mappings: string };
          fs.writeFileSync(map, JSON.stringify({ ...json, mappings: `;${json.mappings}` }));
        }
      },
    },
  };
}

/** Mantine's useId module, answered by src/lib/stable-mantine-id.ts (decision 0095). */
const MANTINE_USE_ID = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/;
const STABLE_MANTINE_ID = path.join(import.meta.dirname, 'src/lib/stable-mantine-id.ts');

/**
 * Mantine's useId swaps React's id for a random one in a layout effect: every input, select and popover rendered a
 * second time, synchronously, inside the page's first commit. The build answers that module with a hook that keeps
 * React's id (the dev server's pre-bundled Mantine keeps its own). A Mantine that moves the module fails the build.
 */
function stableMantineIds(): Plugin {
  let swapped = false;
  return {
    name: 'backoffice-stable-mantine-ids',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      if (!MANTINE_USE_ID.test(id)) return null;
      swapped = true;
      return `export { useStableMantineId as useId } from ${JSON.stringify(STABLE_MANTINE_ID)};\n`;
    },
    buildEnd(error) {
      if (!error && !swapped) this.error("stable-mantine-ids: @mantine/hooks' use-id module was not in the build (moved?)");
    },
  };
}

const MANTINE_SCROLL_AREA = /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/;
const MERGE_REFS = path.join(import.meta.dirname, 'src/lib/merge-refs.ts');

/**
 * Mantine's ScrollArea imports only `useMergeRefs` from floating-ui, and a module is bundled whole: through Mantine's
 * Table (its ScrollContainer) every list page loaded all of floating-ui at first load (decision 0105). The build gives
 * ScrollArea our own `useMergeRefs` (src/lib/merge-refs.ts); the popovers still get floating-ui. Fails if ScrollArea
 * stops importing it that way (Mantine changed: look again).
 */
function scrollAreaMergeRefs(): Plugin {
  let swapped = false;
  return {
    name: 'backoffice-scroll-area-merge-refs',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== '@floating-ui/react' || !importer || !MANTINE_SCROLL_AREA.test(importer)) return null;
      swapped = true;
      return MERGE_REFS;
    },
    buildEnd(error) {
      if (!error && !swapped) this.error('scroll-area-merge-refs: ScrollArea no longer imports @floating-ui/react (moved?)');
    },
  };
}

/** Set while the build runs its first, automatic chunking for the plan (that pass must not plan again). */
const PLANNING_PASS = 'BACKOFFICE_CHUNK_PLANNING_PASS';

/** The two style sheets the plan fills with Mantine's per-component sheets (their sources hold the development default). */
const MANTINE_STYLES = {
  public: path.join(import.meta.dirname, 'src/app/styles/mantine-public.css'),
  signedIn: path.join(import.meta.dirname, 'src/app/styles/mantine-signed-in.css'),
};
const MANTINE_CORE = path.dirname(createRequire(import.meta.url).resolve('@mantine/core/styles.css'));

/** Concatenates Mantine's sheets in the order its whole `styles.css` has them (dependencies first). */
function mantineSheets(names: string[], whole: string): string {
  const sheets = names.map((name) => ({ name, css: fs.readFileSync(path.join(MANTINE_CORE, 'styles', `${name}.css`), 'utf8') }));
  const at = (css: string) => {
    const index = whole.indexOf(css.trim().slice(0, 200));
    if (index < 0) throw new Error('chunk plan: a Mantine sheet is not part of its styles.css (did Mantine change?)');
    return index;
  };
  return sheets
    .map((s) => ({ ...s, at: at(s.css) }))
    .sort((a, b) => a.at - b.at)
    .map((s) => `/* @mantine/core/styles/${s.name}.css */\n${s.css}`)
    .join('\n');
}

/**
 * A signed-in page loaded ~70 small files and all of Mantine's CSS (issue 13 §1, decisions 0100 and 0101). The production build
 * now chunks twice: a first pass in memory, unminified, with the automatic chunking shows which chunks each page
 * really loads after tree-shaking. From it the plan (src/app/chunk-groups.ts) gives the shell, what /sign_in shares
 * with it and the list pages' kit one chunk each, and picks Mantine's per-component sheets: the public pages' with
 * the entry, the rest with the shell.
 */
function chunkPlan(): Plugin {
  let styles: Record<keyof typeof MANTINE_STYLES, string> | null = null;
  return {
    name: 'backoffice-chunk-plan',
    apply: 'build',
    async config(_config, { mode }) {
      if (process.env[PLANNING_PASS]) return;
      process.env[PLANNING_PASS] = '1';
      try {
        const output = await build({
          configFile: path.join(import.meta.dirname, 'vite.config.ts'),
          mode,
          logLevel: 'silent',
          build: { write: false, minify: false, sourcemap: false, emptyOutDir: false, reportCompressedSize: false },
        });
        const chunks = (Array.isArray(output) ? output : [output]).flatMap((o) => ('output' in o ? o.output : [])).filter((o) => o.type === 'chunk');
        const plan = planChunkGroups(chunks, {
          signIn: /[\\/]src[\\/]features[\\/]auth[\\/]SignInPage\.tsx$/,
          shell: SIGNED_IN_SHELL,
          pageTable: /[\\/]src[\\/]app[\\/]signed-in-pages\.tsx$/,
          listPage: /ListPage\.tsx$/,
        });
        const sheets = planMantineStyles(chunks, /[\\/]src[\\/]features[\\/]auth[\\/][A-Za-z]+Page\.tsx$/);
        const whole = fs.readFileSync(path.join(MANTINE_CORE, 'styles.css'), 'utf8');
        styles = {
          public: mantineSheets(['baseline', 'default-css-variables', 'global', ...sheets.public], whole),
          signedIn: mantineSheets(sheets.signedIn, whole),
        };
        const group = { name: (id: string) => plan.get(id) ?? null, debugName: 'page-chunk-plan', test: (id: string) => plan.has(id), priority: 20 };
        // a group takes only the modules the plan names (by default it would also take their imports, the entry's too)
        return { build: { rolldownOptions: { output: { codeSplitting: { groups: [group], includeDependenciesRecursively: false } } } } };
      } finally {
        delete process.env[PLANNING_PASS];
      }
    },
    load(id) {
      if (!styles) return null;
      if (id === MANTINE_STYLES.public) return styles.public;
      if (id === MANTINE_STYLES.signedIn) return styles.signedIn;
      return null;
    },
  };
}

const API_TARGET = process.env.BACKOFFICE_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [chunkPlan(), stableMantineIds(), scrollAreaMergeRefs(), react(), pagePreloads(), compileHints(), precompress()],
  css: {
    postcss: {
      plugins: [
        postcssPresetMantine(),
        postcssSimpleVars({
          variables: {
            'mantine-breakpoint-xs': '36em',
            'mantine-breakpoint-sm': '48em',
            'mantine-breakpoint-md': '62em',
            'mantine-breakpoint-lg': '75em',
            'mantine-breakpoint-xl': '88em',
          },
        }),
      ],
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: true },
      '/runtime-config.js': { target: API_TARGET, changeOrigin: true },
      '/uploads': { target: API_TARGET, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: true },
      '/runtime-config.js': { target: API_TARGET, changeOrigin: true },
      '/uploads': { target: API_TARGET, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // React, React DOM and the router in one vendor chunk every page loads and that changes rarely (decision 0085).
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 30 },
          ],
        },
      },
    },
  },
});
