import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import vm from 'node:vm';
import { beforeAll, describe, expect, it } from 'vitest';
import { TERMINAL_CHANNELS } from '@bet/shared';

// What electron-builder packages, checked without Electron (its binary cannot be fetched here):
// the build runs, its output loads as Electron loads it, and electron-builder.yml names what exists.
const terminalDir = path.resolve(import.meta.dirname, '../..');
const repoRoot = path.resolve(terminalDir, '..');
const dist = path.join(terminalDir, 'dist');
const requireFromTerminal = createRequire(path.join(terminalDir, 'package.json'));

interface Metafile {
  outputs: Record<string, { imports: Array<{ path: string; kind: string; external?: boolean }> }>;
}
const externals = (meta: Metafile) =>
  new Set(
    Object.values(meta.outputs)
      .flatMap((o) => o.imports)
      .filter((i) => i.external)
      .map((i) => i.path),
  );
const isBuiltin = (id: string) => id.startsWith('node:') || builtinModules.includes(id);

/** Every file under `dir`, relative to it, without node_modules. */
function filesUnder(dir: string, prefix = ''): string[] {
  return fs.readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.name === 'node_modules') return [];
    return entry.isDirectory() ? filesUnder(dir, rel) : [rel];
  });
}

interface BuilderConfig {
  directories: { app: string; output: string };
  extraMetadata: { main: string };
  files: Array<{ filter: string[] }>;
  asarUnpack: string[];
  linux: { target: string[] };
  win: { target: string[] };
}

async function loadBuilderConfig(): Promise<BuilderConfig> {
  // electron-builder's own loader and schema validation (they run without Electron)
  const builderRequire = createRequire(requireFromTerminal.resolve('electron-builder/package.json'));
  const { getConfig, validateConfiguration } = builderRequire('app-builder-lib/out/util/config/config');
  const { DebugLogger } = builderRequire('builder-util');
  const config = await getConfig(repoRoot, null, null);
  await validateConfiguration(config, new DebugLogger(false));
  return config as BuilderConfig;
}

describe('the terminal build for Electron', () => {
  let build: ReturnType<typeof spawnSync>;
  let meta: { main: Metafile; preload: Metafile };

  beforeAll(() => {
    build = spawnSync('npm', ['run', 'build', '-w', 'terminal'], { cwd: repoRoot, encoding: 'utf8' });
    meta = JSON.parse(fs.readFileSync(path.join(dist, 'build-meta.json'), 'utf8'));
  }, 120_000);

  it('builds the main process as ESM and the preload as CommonJS, both free of syntax errors', () => {
    expect(build.status, String(build.stderr)).toBe(0);
    for (const file of ['main/main.mjs', 'preload/preload.cjs']) {
      const check = spawnSync(process.execPath, ['--check', path.join(dist, file)], { encoding: 'utf8' });
      expect(check.status, `${file}: ${check.stderr}`).toBe(0);
    }
    // a .mjs is ESM whatever package.json says; a .cjs is CommonJS, as a sandboxed preload must be
    const main = fs.readFileSync(path.join(dist, 'main/main.mjs'), 'utf8');
    expect(main).toMatch(/^import .* from "electron";$/m);
    expect(fs.readFileSync(path.join(dist, 'preload/preload.cjs'), 'utf8')).toMatch(/require\("electron"\)/);
    // the window's preload path, as main.ts names it, is where the preload was built
    const preloadRef = /["']\.\.\/preload\/([\w.-]+)["']/.exec(main)?.[1];
    expect(preloadRef).toBe('preload.cjs');
  });

  it('leaves outside the main bundle only Node, Electron and the native modules, which node_modules has', () => {
    const { dependencies } = JSON.parse(fs.readFileSync(path.join(terminalDir, 'package.json'), 'utf8'));
    const outside = [...externals(meta.main)].filter((id) => !isBuiltin(id) && id !== 'electron');
    expect(outside.sort()).toEqual(['better-sqlite3', 'serialport']);
    for (const id of outside) {
      // a production dependency, so electron-builder puts it in the package
      expect(dependencies).toHaveProperty(id);
      expect(() => requireFromTerminal.resolve(`${id}/package.json`)).not.toThrow();
    }
  });

  it('finds every name the main bundle imports from the native modules, as ESM loads them', async () => {
    const main = fs.readFileSync(path.join(dist, 'main/main.mjs'), 'utf8');
    const statements = [...main.matchAll(/^import (.+) from "(better-sqlite3|serialport)";$/gm)];
    expect(new Set(statements.map((m) => m[2]))).toEqual(new Set(['better-sqlite3', 'serialport']));
    for (const [, clause, id] of statements) {
      // imported from the bundle's own folder, as Electron resolves it
      const loaded = await import(
        pathToFileURL(createRequire(path.join(dist, 'main/main.mjs')).resolve(id!)).href
      );
      const named = /\{(.+)\}/
        .exec(clause!)?.[1]
        ?.split(',')
        .map((n) => n.trim().split(/\s+as\s+/)[0]!);
      for (const name of named ?? ['default']) expect(loaded, `${name} from ${id}`).toHaveProperty(name);
    }
  });

  it('gives the preload nothing but electron, and it puts the narrow bridge on window.terminal', async () => {
    expect([...externals(meta.preload)]).toEqual(['electron']);
    // a sandboxed preload: a CommonJS script whose require knows only Electron's renderer modules
    const exposed: Record<string, unknown> = {};
    const invoked: unknown[][] = [];
    const electron = {
      contextBridge: { exposeInMainWorld: (key: string, api: unknown) => (exposed[key] = api) },
      ipcRenderer: {
        invoke: async (...args: unknown[]) => void invoked.push(args),
        on: () => undefined,
        off: () => undefined,
      },
    };
    const sandboxRequire = (id: string) => {
      if (id === 'electron') return electron;
      throw new Error(`a sandboxed preload cannot require ${id}`);
    };
    const module = { exports: {} };
    const code = fs.readFileSync(path.join(dist, 'preload/preload.cjs'), 'utf8');
    vm.runInNewContext(`(function (require, module, exports) {${code}\n})`, {})(
      sandboxRequire,
      module,
      module.exports,
    );
    const bridge = exposed['terminal'] as Record<string, (...args: unknown[]) => unknown>;
    expect(Object.keys(exposed)).toEqual(['terminal']);
    expect(Object.keys(bridge).sort()).toEqual(
      [
        'info',
        'submitCoupon',
        'printPayoutReceipt',
        'printCounterSlip',
        'printCashReport',
        'printTicket',
        'printerStatus',
        'queueState',
        'onPrinterStatus',
        'onQueueState',
        'onScan',
        'submissions',
        'acknowledgeSubmission',
        'onSubmissions',
      ].sort(),
    );
    await bridge['printTicket']!('123456789012', { duplicate: true });
    expect(invoked).toEqual([[TERMINAL_CHANNELS.printTicket, '123456789012', { duplicate: true }]]);
  });

  it('electron-builder.yml is valid for electron-builder and names only paths the build has', async () => {
    const config = await loadBuilderConfig();
    const appDir = path.join(repoRoot, config.directories.app);
    expect(appDir).toBe(terminalDir);
    expect(config.linux.target).toEqual(['AppImage', 'deb']);
    expect(config.win.target).toEqual(['nsis']);
    expect(fs.existsSync(path.join(appDir, config.extraMetadata.main))).toBe(true);
    expect(config.extraMetadata.main).toMatch(/\.mjs$/);

    const appFiles = filesUnder(appDir);
    const patterns = config.files.flatMap((f) => f.filter);
    const included = (file: string) =>
      patterns.reduce(
        (inside, p) =>
          p.startsWith('!')
            ? inside && !path.matchesGlob(file, p.slice(1))
            : inside || path.matchesGlob(file, p),
        false,
      );
    for (const pattern of patterns.filter((p) => !p.startsWith('!') && !p.includes('node_modules'))) {
      expect(
        appFiles.some((f) => path.matchesGlob(f, pattern)),
        `files: ${pattern}`,
      ).toBe(true);
    }
    // what Electron loads is packaged; sources, tests and source maps are not
    for (const file of ['package.json', config.extraMetadata.main, 'dist/preload/preload.cjs'])
      expect(included(file), file).toBe(true);
    for (const file of ['src/main/main.ts', 'src/main/packaging.test.ts', 'dist/main/main.mjs.map'])
      expect(included(file), file).toBe(false);

    // every native module is unpacked from the asar, and each has its addon where the patterns say
    for (const id of ['better-sqlite3', 'serialport', '@serialport/bindings-cpp']) {
      const pkgDir = path.dirname(requireFromTerminal.resolve(`${id}/package.json`));
      const inPackage = `node_modules/${id}/package.json`;
      expect(
        config.asarUnpack.some((p) => path.matchesGlob(inPackage, p)),
        `asarUnpack covers ${id}`,
      ).toBe(true);
      if (id !== 'serialport') {
        const addons = filesUnder(pkgDir).filter((f) => f.endsWith('.node'));
        expect(addons.length, `${id} has a native addon`).toBeGreaterThan(0);
      }
    }
    // loading electron-builder's library takes seconds
  }, 60_000);

  it('the package script stops with a clear message when the Electron binary is missing', () => {
    let electronPresent = false;
    try {
      electronPresent = fs.existsSync(requireFromTerminal('electron') as string);
    } catch {
      electronPresent = false;
    }
    if (electronPresent) return;
    const run = spawnSync('npm', ['run', 'package', '-w', 'terminal'], { cwd: repoRoot, encoding: 'utf8' });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toMatch(/Cannot package the terminal: the Electron binary is missing/);
  }, 60_000);
});
