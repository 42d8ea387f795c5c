// Boundaries between packages and between server modules, as lint rules:
// - module-entry: a server module (server/src/modules/<name>) is entered only through its index.ts;
// - module-cycles: no two server modules depend on each other, directly or around a loop;
// - declared-packages: a workspace imports only packages its own package.json declares;
// - package-entry: another workspace is reached only by its package name (its src/index.ts), in the
//   allowed direction, and never by a relative path out of the importing workspace.
import fs from 'node:fs';
import path from 'node:path';
import { builtinModules } from 'node:module';
import ts from 'typescript';

const ROOT = path.resolve(import.meta.dirname, '..');
const MODULES_DIR = path.join(ROOT, 'server', 'src', 'modules');
const SOURCE = /\.(ts|tsx|js|mjs)$/;
const TEST_FILE = /(\.test\.tsx?$)|(\/testing\/)|(^tests\/)|(\.config\.ts$)/;

const rel = (file) => path.relative(ROOT, file).split(path.sep).join('/');

/** The server module a file belongs to, or undefined outside server/src/modules/<name>/. */
function moduleOf(file) {
  const inside = path.relative(MODULES_DIR, file);
  if (inside.startsWith('..') || path.isAbsolute(inside)) return undefined;
  const parts = inside.split(path.sep);
  return parts.length > 1 ? parts[0] : undefined;
}

/** The file or folder a relative specifier names (extension kept as written). */
const resolveRelative = (from, spec) => path.resolve(path.dirname(from), spec);

/** Is `target` the public face of module `name`: its folder or its index.ts? */
function isModuleEntry(target, name) {
  const dir = path.join(MODULES_DIR, name);
  return target === dir || target === path.join(dir, 'index.ts') || target === path.join(dir, 'index');
}

/** Every import specifier of the given source text, type-only and dynamic ones included. */
function importsOf(text) {
  return ts.preProcessFile(text, true, true).importedFiles.map((f) => f.fileName);
}

function walk(dir, out = []) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else if (SOURCE.test(entry.name)) out.push(full);
  }
  return out;
}

let graphCache;
/**
 * Module → modules it imports, read from every non-test source file under server/src/modules.
 * Tests may reach other modules to set up a world; only production code counts for cycles.
 */
function moduleGraph() {
  if (graphCache) return graphCache;
  const graph = new Map();
  for (const file of walk(MODULES_DIR)) {
    const from = moduleOf(file);
    if (!from || TEST_FILE.test(rel(file))) continue;
    for (const spec of importsOf(fs.readFileSync(file, 'utf8'))) {
      if (!spec.startsWith('.')) continue;
      const to = moduleOf(resolveRelative(file, spec));
      if (!to || to === from) continue;
      if (!graph.has(from)) graph.set(from, new Set());
      graph.get(from).add(to);
    }
  }
  return (graphCache = graph);
}

/** A path of modules from `start` back to `goal`, or undefined when there is none. */
function pathBack(graph, start, goal) {
  const seen = new Set([start]);
  const queue = [[start]];
  while (queue.length) {
    const trail = queue.shift();
    for (const next of graph.get(trail.at(-1)) ?? []) {
      if (next === goal) return [...trail, next];
      if (!seen.has(next)) {
        seen.add(next);
        queue.push([...trail, next]);
      }
    }
  }
  return undefined;
}

/** Calls `check(node, specifier)` for every import, re-export and dynamic import of a file. */
function eachImport(check) {
  const literal = (node, source) => {
    if (source && source.type === 'Literal' && typeof source.value === 'string') check(node, source.value);
  };
  return {
    ImportDeclaration: (node) => literal(node, node.source),
    ExportNamedDeclaration: (node) => literal(node, node.source),
    ExportAllDeclaration: (node) => literal(node, node.source),
    ImportExpression: (node) => literal(node, node.source),
  };
}

const moduleEntry = {
  meta: {
    type: 'problem',
    docs: { description: 'Import another server module only through its index.ts, never its inner files.' },
    schema: [],
    messages: {
      inner:
        "'{{spec}}' reaches into module '{{module}}': import from '{{module}}/index.ts', its only public face.",
    },
  },
  create(context) {
    const file = context.filename;
    const own = moduleOf(file);
    return eachImport((node, spec) => {
      if (!spec.startsWith('.')) return;
      const target = resolveRelative(file, spec);
      const other = moduleOf(target);
      if (!other || other === own || isModuleEntry(target, other)) return;
      context.report({ node, messageId: 'inner', data: { spec, module: other } });
    });
  },
};

const moduleCycles = {
  meta: {
    type: 'problem',
    docs: { description: 'No import cycles between server modules.' },
    schema: [],
    messages: { cycle: "'{{spec}}': importing module '{{to}}' closes a cycle: {{loop}}." },
  },
  create(context) {
    const file = context.filename;
    const own = moduleOf(file);
    if (!own || TEST_FILE.test(rel(file))) return {};
    return eachImport((node, spec) => {
      if (!spec.startsWith('.')) return;
      const to = moduleOf(resolveRelative(file, spec));
      if (!to || to === own) return;
      const loop = pathBack(moduleGraph(), to, own);
      if (!loop) return;
      context.report({ node, messageId: 'cycle', data: { spec, to, loop: [own, ...loop].join(' → ') } });
    });
  },
};

const manifests = new Map();
/** The nearest package.json above a file, with the names it declares. */
function manifestOf(file) {
  let dir = path.dirname(file);
  while (!fs.existsSync(path.join(dir, 'package.json'))) {
    const up = path.dirname(dir);
    if (up === dir) return undefined;
    dir = up;
  }
  if (!manifests.has(dir)) {
    const json = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
    const names = new Set([
      json.name,
      ...Object.keys(json.dependencies ?? {}),
      ...Object.keys(json.devDependencies ?? {}),
      ...Object.keys(json.peerDependencies ?? {}),
      ...Object.keys(json.optionalDependencies ?? {}),
    ]);
    manifests.set(dir, { dir, names, dev: new Set(Object.keys(json.devDependencies ?? {})) });
  }
  return manifests.get(dir);
}

const BUILTINS = new Set(builtinModules);
const packageName = (spec) =>
  spec
    .split('/')
    .slice(0, spec.startsWith('@') ? 2 : 1)
    .join('/');

const declaredPackages = {
  meta: {
    type: 'problem',
    docs: { description: "Import only packages declared in the workspace's own package.json." },
    schema: [],
    messages: {
      undeclared: "'{{name}}' is not declared in {{manifest}}: add it there (or import something that is).",
    },
  },
  create(context) {
    const file = context.filename;
    const manifest = manifestOf(file);
    if (!manifest) return {};
    const root = manifestOf(path.join(ROOT, 'package.json'));
    // The root's devDependencies are the shared tooling (vitest, typescript, eslint): tests and
    // configuration files of every workspace may use them; shipped code may not.
    const tooling = TEST_FILE.test(rel(file)) ? root.dev : new Set();
    return eachImport((node, spec) => {
      if (spec.startsWith('.') || spec.startsWith('/') || spec.startsWith('node:')) return;
      const name = packageName(spec);
      if (BUILTINS.has(name) || manifest.names.has(name) || tooling.has(name)) return;
      const where = rel(path.join(manifest.dir, 'package.json'));
      context.report({ node, messageId: 'undeclared', data: { name, manifest: where } });
    });
  },
};

const packageEntry = {
  meta: {
    type: 'problem',
    docs: { description: 'Reach another workspace only through its package name, in the allowed direction.' },
    schema: [
      {
        type: 'object',
        description: 'workspace package name → the @bet packages it may import',
        additionalProperties: { type: 'array', items: { type: 'string' } },
      },
    ],
    messages: {
      deep: "'{{spec}}' reaches inside {{name}}: import '{{name}}', its one public entry.",
      direction: '{{from}} may not import {{name}}: dependencies between packages go one way.',
      outside: "'{{spec}}' leaves {{from}}: import the other package by its name.",
    },
  },
  create(context) {
    const file = context.filename;
    const manifest = manifestOf(file);
    if (!manifest || manifest.dir === ROOT) return {};
    const from = JSON.parse(fs.readFileSync(path.join(manifest.dir, 'package.json'), 'utf8')).name;
    const allowedPackages = context.options[0]?.[from];
    return eachImport((node, spec) => {
      if (spec.startsWith('.')) {
        const target = path.resolve(path.dirname(file), spec);
        if (path.relative(manifest.dir, target).startsWith('..'))
          context.report({ node, messageId: 'outside', data: { spec, from } });
        return;
      }
      if (!spec.startsWith('@bet/')) return;
      const name = packageName(spec);
      if (name === from) return;
      if (spec !== name) context.report({ node, messageId: 'deep', data: { spec, name } });
      else if (allowedPackages && !allowedPackages.includes(name))
        context.report({ node, messageId: 'direction', data: { from, name } });
    });
  },
};

export default {
  meta: { name: 'boundaries' },
  rules: {
    'module-entry': moduleEntry,
    'module-cycles': moduleCycles,
    'declared-packages': declaredPackages,
    'package-entry': packageEntry,
  },
};
