import react from '@vitejs/plugin-react';
import postcssPresetMantine from 'postcss-preset-mantine';
import postcssSimpleVars from 'postcss-simple-vars';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { defineConfig, type Plugin, type Rollup } from 'vite';
import { SESSION_STORAGE_KEY } from './src/lib/session-key';

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

/**
 * With a session in the browser, the signed-in shell starts downloading beside the entry instead of after it: a small
 * classic script (the CSP allows no inline script) adds `modulepreload` links for the shell's chunks and their static
 * imports. Without a session (/sign_in) it adds nothing, so the sign-in page's first load is unchanged.
 */
function preloadSignedInShell(): Plugin {
  return {
    name: 'backoffice-preload-signed-in-shell',
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
        };
        roots.forEach(visit);
        return seen;
      };
      const loaded = closure(chunks.filter((c) => c.isEntry));
      const roots = chunks.filter((c) => c.facadeModuleId && SIGNED_IN_SHELL.test(c.facadeModuleId));
      if (roots.length !== 2) this.error(`preload-signed-in-shell: expected the AppLayout and signed-in-pages chunks, found ${roots.length}`);
      const files = [...closure(roots)].filter((f) => !loaded.has(f)).map((f) => `/${f}`);
      const source = `(function(){try{if(!localStorage.getItem(${JSON.stringify(SESSION_STORAGE_KEY)}))return}catch(e){return}${JSON.stringify(files)}.forEach(function(h){var l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=h;document.head.appendChild(l)})})();\n`;
      const script = this.getFileName(this.emitFile({ type: 'asset', name: 'preload-signed-in.js', source }));
      const html = bundle['index.html'];
      if (html?.type !== 'asset' || typeof html.source !== 'string') return this.error('preload-signed-in-shell: index.html not in the bundle');
      const tag = `<script defer src="/${script}"></script>`;
      const at = html.source.indexOf('<script type="module"');
      if (at < 0) return this.error('preload-signed-in-shell: no module script in index.html');
      html.source = `${html.source.slice(0, at)}${tag}\n    ${html.source.slice(at)}`;
    },
  };
}

const API_TARGET = process.env.BACKOFFICE_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), preloadSignedInShell(), precompress()],
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
