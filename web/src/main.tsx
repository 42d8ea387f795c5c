import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { client } from './api/client.ts';
import { onConnectionBack, watchConnection } from './api/connection.ts';
import { queryClient } from './api/query-client.ts';
import { recoverPlacement } from './state/coupon-create.ts';
import './i18n/i18n.ts';
import './ui/theme.css';
import './ui/rtl.css';

watchConnection(() => client.health.get());
// What the screens show was read before the break: read it again (pushes were missed meanwhile);
// a coupon whose answer the break cut off is looked up by its key.
onConnectionBack(() => {
  void queryClient.invalidateQueries();
  void recoverPlacement();
});

// A page reloaded without a network shows the site and its offline banner, not the browser's
// error page (public/sw.js). Not in development, where files change without a new build.
if (import.meta.env.PROD && 'serviceWorker' in navigator)
  window.addEventListener('load', () => void keepForOffline(navigator.serviceWorker).catch(() => undefined));

/**
 * Registers the worker and hands it the files this page loaded before it ran the page, so it can
 * keep them: once when it takes the page, and again a little later for those then on their way.
 */
async function keepForOffline(workers: ServiceWorkerContainer) {
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
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
