import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { client } from './api/client.ts';
import { onConnectionBack, watchConnection } from './api/connection.ts';
import { queryClient } from './api/query-client.ts';
import { useSlip } from './state/slip-store.ts';
import './i18n/i18n.ts';
import './ui/theme.css';
import './ui/rtl.css';

watchConnection(() => client.health.get());
// What the screens show was read before the break: read it again (pushes were missed meanwhile);
// a coupon whose answer the break cut off is looked up by its key.
onConnectionBack(() => {
  void queryClient.invalidateQueries();
  // the placement's code is the slip's chunk: loaded here only when there is a request to find
  if (useSlip.getState().pending) void import('./state/coupon-create.ts').then((m) => m.recoverPlacement());
});

// A page reloaded without a network shows the site and its offline banner, not the browser's
// error page (public/sw.js). Not in development, where files change without a new build; its own
// small chunk, after the page has loaded.
if (import.meta.env.PROD && 'serviceWorker' in navigator)
  window.addEventListener(
    'load',
    () => void import('./platform/offline-worker.ts').then((m) => m.keepForOffline()),
  );

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
