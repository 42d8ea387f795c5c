import { buildWeb, jsFiles, staticClosure, type Manifest } from './web-kit/build.ts';

/** The budget of issue 7: the first route ships at most this much gzipped JavaScript. */
const FIRST_ROUTE_BUDGET = 150_000;
const FIRST_ROUTE = 'HomePage';

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const label = (key: string) =>
  key
    .replace(/^.*node_modules\//, '')
    .replace(/^.*\//, '')
    .replace(/\.tsx?$/, '');

/**
 * Gzipped JavaScript of each route of the production build, from Vite's manifest: what the entry
 * loads for every route (shell, React, router, i18n), what each lazy page adds when it is opened,
 * what it may fetch after it shows (the socket.io client of live screens), and the total of a first
 * visit that lands on it.
 */
export async function run(): Promise<void> {
  const { manifest, gzipSize } = buildWeb();
  const gz = (keys: Iterable<string>) => jsFiles(manifest, keys).reduce((a, f) => a + gzipSize(f), 0);
  const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  if (!entryKey) throw new Error('no entry in the manifest');
  const entry = staticClosure(manifest, entryKey);
  const entryGz = gz(entry);
  console.log(`entry (${entry.size} chunks, loaded by every route): ${kb(entryGz)} gzipped`);

  const dynamic = Object.keys(manifest).filter((k) => manifest[k]!.isDynamicEntry);
  const routes = dynamic.filter((k) => k.startsWith('src/features/')).sort();
  const rows = routes.map((key) => {
    const own = [...staticClosure(manifest, key)].filter((k) => !entry.has(k));
    const later = laterLoads(manifest, own, new Set([...entry, ...own]));
    const added = gz(own);
    return { route: label(key), chunk: gzipSize(manifest[key]!.file), added, later: gz(later) };
  });
  const width = Math.max(...rows.map((r) => r.route.length), 5);
  const cols = ['own chunk', 'on demand', 'first visit', 'then'];
  console.log(`${'route'.padEnd(width)}  ${cols.map((c) => c.padStart(11)).join('  ')}`);
  for (const r of rows)
    console.log(
      `${r.route.padEnd(width)}  ${[r.chunk, r.added, entryGz + r.added, r.later].map((n) => kb(n).padStart(11)).join('  ')}`,
    );
  console.log(
    '  own chunk: the page module; on demand: every chunk it adds to the entry when opened;\n' +
      '  first visit: entry + on demand; then: what it may load after it shows (e.g. the socket client)',
  );
  // Other chunks loaded on demand: the languages (one when it is chosen) and the rest by name.
  const others = dynamic.filter((k) => !routes.includes(k)).sort();
  const onDemand = (key: string) =>
    `${label(key)} ${kb(gz([...staticClosure(manifest, key)].filter((k) => !entry.has(k))))}`;
  const languages = others.filter((k) => k.includes('/i18n/locales/'));
  if (languages.length) console.log(`languages on demand: ${languages.map(onDemand).join(', ')}`);
  for (const key of others.filter((k) => !languages.includes(k)))
    console.log(`on demand, not a route: ${onDemand(key)}`);

  const first = rows.find((r) => r.route === FIRST_ROUTE);
  if (first) {
    const total = entryGz + first.added;
    console.log(
      `first route (Home): ${kb(total)} of the ${kb(FIRST_ROUTE_BUDGET)} budget${total > FIRST_ROUTE_BUDGET ? '  OVER BUDGET' : ''}`,
    );
  }
}

/** Chunks reachable through dynamic imports of `keys`, minus those already `loaded`. */
function laterLoads(manifest: Manifest, keys: readonly string[], loaded: Set<string>): Set<string> {
  const out = new Set<string>();
  for (const key of keys)
    for (const dyn of manifest[key]?.dynamicImports ?? [])
      for (const k of staticClosure(manifest, dyn)) if (!loaded.has(k)) out.add(k);
  return out;
}
