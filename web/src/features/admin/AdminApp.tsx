import { Navigate, useLocation, useParams, useRoutes } from 'react-router';
import { useSession } from '../../state/session-store.ts';
import { PANEL_PAGES, mayOpenPage, mayOpenPanel, type PanelPage } from './panel-pages.tsx';
import { PanelLayout } from './PanelLayout.tsx';
import { PanelLogin } from './PanelLogin.tsx';
import { panelTexts } from '../../i18n/feature-texts.ts';
import { useTexts } from '../../i18n/use-texts.ts';
import './panel.css';

/**
 * The dealer and admin panel under /{lang}/admin/: its own chunk, its own layout. Only the roles
 * of the panel get in; a guest, a player or a shop user goes to the panel's login, with a message.
 */
export default function AdminApp() {
  const ready = useTexts(panelTexts);
  const routes = useRoutes([
    { path: 'login', element: <PanelLogin /> },
    {
      element: (
        <PanelGuard>
          <PanelLayout />
        </PanelGuard>
      ),
      children: [
        ...PANEL_PAGES.map((page) =>
          page.path === ''
            ? { index: true, element: <PageGuard page={page} /> }
            : { path: page.path, element: <PageGuard page={page} /> },
        ),
        { path: '*', element: <Navigate to="." replace /> },
      ],
    },
  ]);
  return ready ? routes : null;
}

function PanelGuard({ children }: { children: React.ReactNode }) {
  const { lang = 'tr' } = useParams();
  const location = useLocation();
  const status = useSession((s) => s.status);
  const role = useSession((s) => s.user?.role);
  if (status === 'unknown') return null;
  if (!mayOpenPanel(role)) {
    const next = encodeURIComponent(location.pathname + location.search);
    const reason = status === 'user' ? 'denied' : 'login';
    return <Navigate to={`/${lang}/admin/login?reason=${reason}&next=${next}`} replace />;
  }
  return children;
}

/** A page the role may not open sends it to the dashboard, which every panel role has. */
function PageGuard({ page }: { page: PanelPage }) {
  const { lang = 'tr' } = useParams();
  const role = useSession((s) => s.user?.role);
  if (!mayOpenPage(page, role)) return <Navigate to={`/${lang}/admin`} replace />;
  return <page.Component />;
}
