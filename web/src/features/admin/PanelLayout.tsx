import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet, useLocation, useNavigate, useParams } from 'react-router';
import { toMinor } from '@bet/shared';
import { NotificationDialog } from '../../app/shell/NotificationDialog.tsx';
import { lazyPage } from '../../app/lazy-page.tsx';
import { RouteErrorBoundary } from '../../app/RouteErrorBoundary.tsx';
import { useUserSocket } from '../../realtime/user-socket.ts';
import { useSession } from '../../state/session-store.ts';
import { useMoney } from '../../ui/use-money.ts';
import { PANEL_PAGES, mayOpenPage, pageOfPath } from './panel-pages.tsx';
import { PanelIcon } from './PanelIcon.tsx';
import { PanelLoadState } from './PanelLoadState.tsx';

// The session's countdown and its warning, as on the site (its own small chunk there too).
const SessionWarning = lazyPage(() =>
  import('../../app/shell/SessionWarning.tsx').then((m) => ({ default: m.SessionWarning })),
);

/**
 * Menu entries with another entry below them (casino, casino/jackpots): current only on their own
 * page, so that one entry is current at a time. Other pages below an entry (network/:id) keep it current.
 */
const MENU_PARENTS = new Set(
  PANEL_PAGES.filter(
    (p) => p.path && PANEL_PAGES.some((o) => o.inMenu !== false && o.path.startsWith(`${p.path}/`)),
  ).map((p) => p.path),
);

/**
 * The panel's frame: a menu of the pages the role may open (a fixed sidebar on a wide screen, a
 * drawer on a phone), a header with the page title, the user and the balance, and the page.
 * Sides follow the writing direction (the sidebar is on the right in Arabic).
 */
export function PanelLayout() {
  const { t } = useTranslation();
  const { lang = 'tr' } = useParams();
  const { pathname } = useLocation();
  const user = useSession((s) => s.user);
  const money = useMoney();
  const [drawer, setDrawer] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const base = `/${lang}/admin`;
  const rest = pathname.startsWith(base) ? pathname.slice(base.length) : '';
  const page = pageOfPath(rest);
  // The balance pushes of `/user` keep the header's balance current after every transfer.
  useUserSocket();

  useEffect(() => setDrawer(false), [pathname]);
  useEffect(() => {
    if (!drawer) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setDrawer(false);
      menuButton.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [drawer]);

  const title = t(page?.titleKey ?? 'panel.title');
  useEffect(() => {
    document.title = `${title} · ${t('panel.title')}`;
  }, [title, t]);

  return (
    <div className={`panel${drawer ? ' panel-drawer-open' : ''}`} data-testid="panel">
      <a className="panel-skip" href="#panel-main">
        {t('panel.skipToContent')}
      </a>
      <header className="panel-header">
        <button
          ref={menuButton}
          type="button"
          className="panel-menu-button"
          aria-expanded={drawer}
          aria-controls="panel-nav"
          aria-label={t(drawer ? 'panel.menu.close' : 'panel.menu.open')}
          data-testid="panel-menu-button"
          onClick={() => setDrawer((d) => !d)}
        >
          <PanelIcon name={drawer ? 'close' : 'menu'} />
        </button>
        <h1 className="panel-title" data-testid="panel-title">
          {title}
        </h1>
        {user && (
          <div className="panel-user" data-testid="panel-user">
            <span className="panel-user-name">
              {user.userName} <small>{t(`panel.role.${user.role}`)}</small>
            </span>
            <span className="panel-user-balance" data-testid="panel-balance">
              {money(toMinor(user.credit))}
            </span>
          </div>
        )}
      </header>
      <nav id="panel-nav" className="panel-nav" aria-label={t('panel.navLabel')} data-testid="panel-nav">
        <ul>
          {PANEL_PAGES.filter((p) => p.inMenu !== false && mayOpenPage(p, user?.role)).map((p) => (
            <li key={p.path}>
              <NavLink
                to={p.path ? `${base}/${p.path}` : base}
                end={p.path === '' || MENU_PARENTS.has(p.path)}
                data-testid={`panel-nav-${p.path || 'dashboard'}`}
              >
                <PanelIcon name={p.icon} />
                <span>{t(p.titleKey)}</span>
              </NavLink>
            </li>
          ))}
        </ul>
        <ul className="panel-nav-foot">
          <li>
            {/* A plain link: as a NavLink every panel page (below /{lang}/) made it current too. */}
            <Link to={`/${lang}/`}>
              <PanelIcon name="site" />
              <span>{t('panel.backToSite')}</span>
            </Link>
          </li>
          <li>
            <LogoutButton />
          </li>
        </ul>
      </nav>
      {drawer && (
        <div className="panel-overlay" data-testid="panel-overlay" onClick={() => setDrawer(false)} />
      )}
      <main id="panel-main" className="panel-main" tabIndex={-1}>
        <PanelLoadState />
        <RouteErrorBoundary resetKey={pathname}>
          <Suspense fallback={<div className="panel-loading" aria-busy="true" />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <NotificationDialog />
      <Suspense fallback={null}>
        <SessionWarning />
      </Suspense>
    </div>
  );
}

function LogoutButton() {
  const { t } = useTranslation();
  const { lang = 'tr' } = useParams();
  const logout = useSession((s) => s.logout);
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className="panel-nav-button"
      data-testid="panel-logout"
      onClick={() => void logout().then(() => navigate(`/${lang}/admin/login`, { replace: true }))}
    >
      <PanelIcon name="logout" />
      <span>{t('panel.logout')}</span>
    </button>
  );
}
