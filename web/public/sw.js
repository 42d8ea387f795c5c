// The site's service worker: a page opened or reloaded without a network still shows the site
// (its shell, from the last visit), whose own banner then says the connection is gone, instead of
// the browser's error page. It never answers for the server's data: the API, socket.io and the
// metrics go to the network as if it were not here, so nothing a player sees as live or placed
// ever comes from a cache; nor for the server's own pages.

const SHELL_CACHE = 'shell-v1';
const ASSET_CACHE = 'assets-v1';
/** the last page the server sent, answered for any page while offline (the app routes itself) */
const SHELL_KEY = '/__shell';
/** old builds' files are dropped beyond this many, the oldest first */
const MOST_ASSETS = 400;
/** the server's own pages and data (the casino's game pages, a payment provider's page, ...) */
const SERVER_PATHS = /^\/(api|metrics|socket\.io|games|casino-wallet|demo-pay)(\/|$)/;

self.addEventListener('install', (event) => {
  // The page's own files, read from the page the server sends now, so the first visit is enough.
  event.waitUntil(keepShell().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((n) => n !== SHELL_CACHE && n !== ASSET_CACHE).map((n) => caches.delete(n))),
      )
      .then(() => self.clients.claim()),
  );
});

// The page's files loaded before this worker was there to see them (see web/src/main.tsx).
self.addEventListener('message', (event) => {
  const files = Array.isArray(event.data?.keep) ? event.data.keep : [];
  const own = files.filter((f) => typeof f === 'string' && f.startsWith('/assets/'));
  event.waitUntil(
    caches
      .open(ASSET_CACHE)
      .then((cache) => cache.addAll(own))
      .catch(() => undefined),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || SERVER_PATHS.test(url.pathname)) return;
  // the site's own pages; a frame's page (a game) is the frame's business
  if (request.mode === 'navigate') {
    if (request.destination === 'document') event.respondWith(page(request));
  }
  // Built files are named by their content: one kept is the right one for ever.
  else if (url.pathname.startsWith('/assets/')) event.respondWith(asset(request));
  else event.respondWith(networkFirst(request));
});

/** The network's page (kept as the shell), or the kept shell when the network fails. */
async function page(request) {
  try {
    const answer = await fetch(request);
    if (answer.ok && (answer.headers.get('content-type') ?? '').startsWith('text/html')) {
      const copy = answer.clone();
      const cache = await caches.open(SHELL_CACHE);
      await cache.put(SHELL_KEY, copy);
    }
    return answer;
  } catch (error) {
    const kept = await caches.match(SHELL_KEY, { cacheName: SHELL_CACHE });
    if (kept) return kept;
    throw error;
  }
}

async function asset(request) {
  const cache = await caches.open(ASSET_CACHE);
  const kept = await cache.match(request);
  if (kept) return kept;
  const answer = await fetch(request);
  if (answer.ok) {
    await cache.put(request, answer.clone());
    void trim(cache);
  }
  return answer;
}

/** Other files of the site (icons, pictures): the network's, or the last one kept. */
async function networkFirst(request) {
  const cache = await caches.open(ASSET_CACHE);
  try {
    const answer = await fetch(request);
    if (answer.ok) await cache.put(request, answer.clone());
    return answer;
  } catch (error) {
    const kept = await cache.match(request);
    if (kept) return kept;
    throw error;
  }
}

async function keepShell() {
  try {
    const answer = await fetch('/', { cache: 'no-store' });
    if (!answer.ok) return;
    const html = await answer.clone().text();
    await (await caches.open(SHELL_CACHE)).put(SHELL_KEY, answer);
    const files = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]);
    await (await caches.open(ASSET_CACHE)).addAll([...new Set(files)]);
  } catch {
    // no network while installing: the pages visited from now on fill the caches
  }
}

async function trim(cache) {
  const keys = await cache.keys();
  for (const key of keys.slice(0, Math.max(0, keys.length - MOST_ASSETS))) await cache.delete(key);
}
