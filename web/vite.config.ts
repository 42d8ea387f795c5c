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
