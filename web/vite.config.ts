import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * Writes .br and .gz beside every text asset so the server sends them without compressing per
 * request; only where they are smaller (a tiny file can grow under compression).
 */
function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    writeBundle(options) {
      const dir = options.dir ?? 'dist';
      const walk = (d: string): string[] =>
        fs
          .readdirSync(d, { withFileTypes: true })
          .flatMap((e) => (e.isDirectory() ? walk(path.join(d, e.name)) : [path.join(d, e.name)]));
      for (const file of walk(dir).filter((f) => /\.(js|css|html|svg|json|txt)$/.test(f))) {
        const data = fs.readFileSync(file);
        const gzip = zlib.gzipSync(data, { level: 9 });
        const brotli = zlib.brotliCompressSync(data, {
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
        });
        if (gzip.length < data.length) fs.writeFileSync(`${file}.gz`, gzip);
        if (brotli.length < data.length) fs.writeFileSync(`${file}.br`, brotli);
      }
    },
  };
}

/** The chunk of a feature's text file, `<lang>-<feature>-texts`; null for any other module. */
function featureTextsChunk(id: string): string | null {
  const match = /[\\/]web[\\/]src[\\/]features[\\/]([\w-]+)[\\/](?:[\w-]+[\\/])?i18n[\\/](\w\w)\.ts$/.exec(
    id,
  );
  return match ? `${match[2]}-${match[1]}-texts` : null;
}

/** What the chunking pass can tell of a module: its static importers, and whether it is an entry. */
interface ModuleGraph {
  getModuleInfo(id: string): { isEntry: boolean; importers: readonly string[] } | null;
}

/**
 * Home's chunk group: every module the entry or HomePage imports without a dynamic import, which
 * the first route loads anyway. Left to the bundler they came as some twenty small chunks; one
 * chunk is 7 KB smaller gzipped (the pieces share one dictionary) and saves a round trip each.
 * The cost: a first visit to another page also loads Home's list (about 1 KB).
 */
function firstRouteChunk() {
  const known = new Map<string, boolean>();
  const isBarrel = (id: string) => /[\\/]index\.(ts|js|mjs)$/.test(id);
  const isRoot = (id: string) => /[\\/]features[\\/]home[\\/]HomePage\.tsx$/.test(id);
  const reached = (id: string, graph: ModuleGraph, path: Set<string>): boolean => {
    const cached = known.get(id);
    if (cached !== undefined) return cached;
    const info = graph.getModuleInfo(id);
    if (!info || path.has(id)) return false;
    if (info.isEntry || isRoot(id)) return true;
    path.add(id);
    // A package's index re-exports everything: through it, every module a lazy page takes from
    // the package would look like Home's. Home's own picks from it keep their chunks.
    const result = info.importers.some((importer) => !isBarrel(importer) && reached(importer, graph, path));
    path.delete(id);
    known.set(id, result);
    return result;
  };
  return (id: string, graph: ModuleGraph): string | null =>
    !isRoot(id) && !graph.getModuleInfo(id)?.isEntry && reached(id, graph, new Set()) ? 'first-route' : null;
}

/**
 * One id per build: compiled into the app (import.meta.env.VITE_BUILD_ID) and written beside
 * index.html as build.json, which the server reads to tell open pages that a newer build is
 * served ('New version available').
 */
function buildId(id: string): Plugin {
  return {
    name: 'build-id',
    apply: 'build',
    config: () => ({ define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(id) } }),
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'build.json', source: JSON.stringify({ buildId: id }) });
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress(), buildId(`${Date.now().toString(36)}-${process.pid.toString(36)}`)],
  resolve: {
    alias: [
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: path.resolve(import.meta.dirname, 'src/app/shims/use-sync-external-store.ts'),
      },
    ],
  },
  build: {
    // ES2022 keeps class private fields (#x) native: the query library is written with them, and
    // ES2020 turned each into WeakMap helpers, 1.2 KB gzipped on the first route. Browsers since
    // 2021 (Chrome 74, Safari 14.1, Firefox 90) run it.
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    rolldownOptions: {
      output: {
        // zod serves forms and pages the first route does not open. Left to itself the bundler puts
        // it in one chunk with the money helpers Home needs, which loads zod on Home (27 KB gzipped).
        codeSplitting: {
          groups: [
            { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/ },
            {
              name: 'vendor',
              test: /[\\/]node_modules[\\/](react-dom|scheduler|react-router|zustand)[\\/]/,
            },
            { name: 'money', test: /[\\/]shared[\\/]src[\\/]money[\\/]/ },
            // A feature's texts of one language, its areas' included, come as one chunk
            // (`tr-admin-texts-…`), not one per file: see web/src/i18n/feature-texts.ts.
            { name: featureTextsChunk },
            { name: firstRouteChunk() },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:8080',
      '/socket.io': { target: 'ws://127.0.0.1:8080', ws: true },
    },
  },
});
