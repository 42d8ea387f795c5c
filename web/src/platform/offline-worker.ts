/**
 * Registers the site's service worker (public/sw.js) and hands it the files this page loaded
 * before it ran the page, so it can keep them: once when it takes the page, and again a little
 * later for those then on their way.
 */
export async function keepForOffline(workers = navigator.serviceWorker): Promise<void> {
  try {
    await workers.register('/sw.js');
    if (!workers.controller)
      await new Promise((taken) => workers.addEventListener('controllerchange', taken, { once: true }));
    const handOver = () => {
      const loaded = performance.getEntriesByType('resource').map((e) => new URL(e.name));
      const files = loaded.filter((u) => u.origin === location.origin && u.pathname.startsWith('/assets/'));
      workers.controller?.postMessage({ keep: files.map((u) => u.pathname) });
    };
    handOver();
    setTimeout(handOver, 10_000);
  } catch {
    // no worker (a private window, a browser that refuses it): the site works as before
  }
}
