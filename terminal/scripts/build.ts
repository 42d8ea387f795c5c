import fs from 'node:fs';
import path from 'node:path';
import { build, type BuildOptions } from 'esbuild';

/**
 * `npm run build -w terminal`: the Electron main process and the preload script as plain JS in
 * dist/, what electron-builder packages. The workspace packages (written in TypeScript) are
 * bundled in; native modules stay outside, loaded from node_modules (unpacked from the asar).
 */
const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');

/** Modules Electron or node_modules provide at run time: Electron itself and the native addons. */
export const EXTERNAL_MODULES = ['electron', 'better-sqlite3', 'serialport'];

const common: BuildOptions = {
  bundle: true,
  sourcemap: true,
  logLevel: 'warning',
  metafile: true,
  absWorkingDir: root,
};

fs.rmSync(dist, { recursive: true, force: true });
const results = await Promise.all([
  // Electron loads an .mjs main as ESM (Electron 28+); bundled CommonJS packages get a real `require`
  build({
    ...common,
    entryPoints: ['src/main/main.ts'],
    outfile: 'dist/main/main.mjs',
    platform: 'node',
    format: 'esm',
    target: 'node22',
    external: EXTERNAL_MODULES,
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module';\nconst require = __createRequire(import.meta.url);",
    },
  }),
  // A sandboxed preload is CommonJS and may require only 'electron' (and a few browser-safe modules).
  build({
    ...common,
    entryPoints: ['src/preload/preload.ts'],
    outfile: 'dist/preload/preload.cjs',
    platform: 'browser',
    format: 'cjs',
    target: 'chrome130',
    external: ['electron'],
  }),
]);
// what each bundle left outside, for the packaging test (not packaged: `files` names dist/main and dist/preload)
const [main, preload] = results.map((r) => r.metafile);
fs.writeFileSync(path.join(dist, 'build-meta.json'), JSON.stringify({ main, preload }));
// a warning (an unbundled require, a missing import) would be a failure at run time on a terminal
const warnings = results.flatMap((r) => r.warnings);
if (warnings.length > 0) {
  console.error(`terminal build: ${warnings.length} warning(s), see above`);
  process.exit(1);
}
console.log(`terminal build: ${path.relative(process.cwd(), dist)}/main/main.mjs, dist/preload/preload.cjs`);
