import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { client } from './api/client.ts';
import { onConnectionBack, watchConnection } from './api/connection.ts';
import { queryClient } from './api/query-client.ts';
import './i18n/i18n.ts';
import './ui/theme.css';
import './ui/rtl.css';

watchConnection(() => client.health.get());
// What the screens show was read before the break: read it again (pushes were missed meanwhile).
onConnectionBack(() => void queryClient.invalidateQueries());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
