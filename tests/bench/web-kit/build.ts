import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

const webDir = path.resolve(import.meta.dirname, '../../../web');

/** One entry of Vite's build manifest (`.vite/manifest.json`), keyed by source path. */
export interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface WebBuild {
  dir: string;
  manifest: Manifest;
  /** gzip size (level 9, as the build's .gz files) of a file of the build */
  gzipSize: (file: string) => number;
}

let built: WebBuild | undefined;

/**
 * The production web build the web benches measure, made once per bench process in a temporary
 * directory (never over web/dist, which a running server or test may be using), with Vite's
 * manifest so each route module can be traced to its chunks.
 */
export function buildWeb(): WebBuild {
  if (built) return built;
  // BENCH_WEB_DIST: a build made with --manifest elsewhere (to compare two versions of the app).
  let dir = process.env['BENCH_WEB_DIST'];
  if (!dir) {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'bet-bench-web-'));
    process.once('exit', () => fs.rmSync(out, { recursive: true, force: true }));
    const res = spawnSync(
      'npx',
      ['--no-install', 'vite', 'build', '--outDir', out, '--emptyOutDir', '--manifest', '--logLevel', 'warn'],
      { cwd: webDir, encoding: 'utf8' },
    );
    if (res.status !== 0) throw new Error(`web build failed:\n${res.stdout}\n${res.stderr}`);
    dir = out;
  }
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const sizes = new Map<string, number>();
  const gzipSize = (file: string) => {
    let size = sizes.get(file);
    if (size === undefined) {
      size = zlib.gzipSync(fs.readFileSync(path.join(dir, file)), { level: 9 }).length;
      sizes.set(file, size);
    }
    return size;
  };
  built = { dir, manifest, gzipSize };
  return built;
}

/** The manifest keys an entry loads before it runs: itself and its static imports, recursively. */
export function staticClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (!manifest[key] || into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

/** The JavaScript files of some manifest keys. */
export function jsFiles(manifest: Manifest, keys: Iterable<string>): string[] {
  return [...keys].map((k) => manifest[k]!.file).filter((f) => f.endsWith('.js'));
}
