// Local ESLint rules that keep the code's layers apart (issue 10): features never import each other, lower layers
// never import higher ones, modules never import another module's routes, and no import cycle appears.
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
const rel = (file) => path.relative(ROOT, file).split(path.sep).join('/');

/** Where a relative import points (without resolving extensions: the specifiers here carry them or name folders). */
function target(file, spec) {
  if (!spec.startsWith('.')) return null;
  return rel(path.resolve(path.dirname(file), spec));
}

/** [pattern of the importing file, pattern of the imported path, message] — the first match refuses the import. */
const LAYERS = [
  [/^apps\/api\/src\/lib\//, /^apps\/api\/src\/(plugins|modules|kit)\//, 'lib/ fica abaixo de plugins/, kit/ e modules/: mova o que precisa para lib/'],
  [/^apps\/api\/src\/plugins\//, /^apps\/api\/src\/(modules|kit)\//, 'plugins/ não importa modules/ nem kit/'],
  [/^apps\/web\/src\/(lib|components)\//, /^apps\/web\/src\/(features|app)\//, 'lib/ e components/ ficam abaixo de features/ e app/'],
  [/^apps\/web\/src\/lib\//, /^apps\/web\/src\/components\//, 'lib/ fica abaixo de components/'],
];

const importsOf = (node) => (node.source && typeof node.source.value === 'string' ? node.source.value : null);

function visitImports(context, check) {
  const report = (node) => {
    const spec = importsOf(node);
    if (spec) check(node, spec);
  };
  return { ImportDeclaration: report, ExportNamedDeclaration: report, ExportAllDeclaration: report, ImportExpression: report };
}

const layers = {
  meta: { type: 'problem', messages: { layer: '{{message}} ({{from}} → {{to}})' }, schema: [] },
  create(context) {
    const file = context.filename;
    const from = rel(file);
    return visitImports(context, (node, spec) => {
      const to = target(file, spec);
      if (!to) return;
      for (const [source, dest, message] of LAYERS) if (source.test(from) && dest.test(to)) return context.report({ node, messageId: 'layer', data: { message, from, to } });
      const fromFeature = /^apps\/web\/src\/features\/([^/]+)\//.exec(from)?.[1];
      const toFeature = /^apps\/web\/src\/features\/([^/]+)/.exec(to)?.[1];
      if (fromFeature && toFeature && fromFeature !== toFeature)
        return context.report({ node, messageId: 'layer', data: { message: 'uma feature não importa outra: leve o que é comum para lib/, components/ ou packages/', from, to } });
      const fromModule = /^apps\/api\/src\/modules\/([^/]+)\//.exec(from)?.[1];
      const toModule = /^apps\/api\/src\/modules\/([^/]+)\/[^/]+\.routes(\.ts)?$/.exec(to)?.[1];
      if (fromModule && toModule && fromModule !== toModule)
        return context.report({ node, messageId: 'layer', data: { message: 'um módulo não importa as rotas de outro: use o repositório ou um lookup dele', from, to } });
    });
  },
};

// ---------------------------------------------------------------- import cycles over one source tree
const SOURCE_ROOTS = ['apps/api/src', 'apps/web/src', 'packages/contract/src'];
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];
const IMPORT_RE = /(?:^|\n)\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"](\.[^'"]+)['"]/g;
const graphs = new Map();

function resolveFile(fromFile, spec) {
  const base = path.resolve(path.dirname(fromFile), spec);
  for (const ext of EXTENSIONS) {
    const candidate = base + ext;
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

function walk(dir, out) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'migrations' && entry.name !== 'schema') walk(full, out);
    } else if (/\.tsx?$/.test(entry.name) && !/\.(test|e2e)\.tsx?$/.test(entry.name)) out.push(full);
  }
  return out;
}

/** file → files it imports at run time (type-only imports do not make cycles). */
function graphOf(root) {
  if (graphs.has(root)) return graphs.get(root);
  const graph = new Map();
  for (const file of walk(path.join(ROOT, root), [])) {
    const text = fs.readFileSync(file, 'utf8');
    const deps = [];
    for (const m of text.matchAll(IMPORT_RE)) {
      const to = resolveFile(file, m[1]);
      if (to) deps.push(to);
    }
    graph.set(file, deps);
  }
  graphs.set(root, graph);
  return graph;
}

/** A cycle through `start`, as the list of files, or null. */
export function cycleThrough(graph, start) {
  const stack = [[start, [start]]];
  const seen = new Set();
  while (stack.length) {
    const [node, trail] = stack.pop();
    for (const next of graph.get(node) ?? []) {
      if (next === start) return [...trail, start];
      if (!seen.has(next)) {
        seen.add(next);
        stack.push([next, [...trail, next]]);
      }
    }
  }
  return null;
}

const noCycle = {
  meta: { type: 'problem', messages: { cycle: 'ciclo de imports: {{cycle}}' }, schema: [] },
  create(context) {
    const file = context.filename;
    const root = SOURCE_ROOTS.find((r) => rel(file).startsWith(`${r}/`));
    if (!root || /\.(test|e2e)\.tsx?$/.test(file)) return {};
    return {
      Program(node) {
        const graph = graphOf(root);
        const cycle = graph.has(file) ? cycleThrough(graph, file) : null;
        if (cycle) context.report({ node, messageId: 'cycle', data: { cycle: cycle.map(rel).join(' → ') } });
      },
    };
  },
};

export default { meta: { name: 'boundaries' }, rules: { layers, 'no-cycle': noCycle } };
