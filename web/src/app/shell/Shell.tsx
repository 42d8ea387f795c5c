import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { NOTIFY, footerHidden, isShopUser } from '@bet/shared';
import { TerminalChrome } from '../../features/terminal/TerminalChrome.tsx';
import { useSession } from '../../state/session-store.ts';
import { favoritesFollowUser } from '../../state/favorites-store.ts';
import { useAnnouncements } from '../../state/announcements-store.ts';
import { useSiteSettings } from '../../state/settings-store.ts';
import { useNotify } from '../../state/notify-store.ts';
import { useUi } from '../../state/ui-store.ts';
import { LoginScreenGate, SessionEndedRedirect } from '../guards.tsx';
import { lazyPage } from '../lazy-page.tsx';
import { RouteErrorBoundary } from '../RouteErrorBoundary.tsx';
import { ConnectionBanner } from './ConnectionBanner.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { shellRouteName } from './route-name.ts';
import { SideMenus } from './SideMenus.tsx';
import { useWideScreen } from './use-wide-screen.ts';
import { Skeleton } from '../../ui/Skeleton.tsx';

// Phones never download the panel: it loads the first time the window is wide.
const SlipPanel = lazyPage(() => import('../../features/betslip/SlipPanel.tsx'));
// A guest has no session to count down: the warning (and a player's reality checks) load once someone is logged in.
const SessionWarning = lazyPage(() =>
  import('./SessionWarning.tsx').then((m) => ({ default: m.LoggedInDialogs })),
);
const SportsTree = lazyPage(() => import('../../features/sports/SportsTree.tsx'));
// The login popup loads when something first asks for a login; the support chat only on a site
// that has a number for it. Both show only the first route's texts.
const AnnouncementPopups = lazyPage(
  () => import('./AnnouncementPopups.tsx').then((m) => ({ default: m.AnnouncementPopups })),
  [],
);
const loadLoginPopup = () => import('./LoginPopup.tsx');
const LoginPopup = lazyPage(() => loadLoginPopup().then((m) => ({ default: m.LoginPopup })), []);
// Loads once the first page has painted, so it never delays the first route (the mark says when;
// the speed test counts what comes after it apart): new-version banner, maintenance, Home's extras.
const SiteExtras = lazyPage(
  () =>
    new Promise((painted) => requestAnimationFrame(() => setTimeout(painted))).then(() => {
      performance.mark('after-paint');
      void import('./NotificationDialog.tsx');
      return import('../../features/content/SiteExtras.tsx');
    }),
  [],
);
// The notice loads once the first page has painted (SiteExtras asks for it), long before a
// first bet's 'please wait'; until then a notice waits for its chunk.
const NotificationDialog = lazyPage(
  () => import('./NotificationDialog.tsx').then((m) => ({ default: m.NotificationDialog })),
  [],
);
const SupportChat = lazyPage(() => import('./SupportChat.tsx').then((m) => ({ default: m.SupportChat })), []);

/**
 * The application shell of the spec: header, two exclusive side menus with an overlay, page,
 * footer, popups. On a wide screen it is a desktop layout: the sports tree on the left, the page in
 * the middle, the bet slip as a right panel (on the BetSlip page itself the page is the slip), and
 * the header's tabs instead of the footer. A shop terminal keeps its touch layout at any width.
 */
export function Shell() {
  const openMenu = useUi((s) => s.openMenu);
  const closeMenus = useUi((s) => s.closeMenus);
  const { pathname } = useLocation();
  const route = shellRouteName(pathname);
  const shop = isShopUser(useSession((s) => s.user));
  const wide = useWideScreen();
  const desk = wide && !shop;
  const panel = wide && route !== 'betslip';
  const noFooter = footerHidden(route) || desk;
  const loggedIn = useSession((s) => s.user !== null);
  const loginPopup = useUi((s) => s.loginPopup);
  const supportChat = useSiteSettings((s) => /\d/.test(s.settings['whatsapp_number'] ?? ''));
  const announcements = useAnnouncementsLoaded();
  const notice = useNotify((s) => s.state !== NOTIFY.hidden);
  useEscapeCloses();
  useFavoritesFollowUser();
  useLoginPopupReady();
  return (
    <div className={`app${panel ? ' with-panel' : ''}${desk ? ' desk' : ''}${noFooter ? ' no-footer' : ''}`}>
      <LoginScreenGate />
      <SessionEndedRedirect />
      <Header />
      <ConnectionBanner />
      <TerminalChrome />
      <SideMenus />
      {openMenu && <div className="overlay" data-testid="overlay" onClick={closeMenus} />}
      {desk && (
        <RouteErrorBoundary quiet>
          <Suspense fallback={<nav className="sports-tree" aria-busy="true" />}>
            <SportsTree />
          </Suspense>
        </RouteErrorBoundary>
      )}
      <main className="page">
        <RouteErrorBoundary resetKey={pathname}>
          <Suspense fallback={<Skeleton />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      {panel && (
        <RouteErrorBoundary quiet>
          <Suspense fallback={<aside className="slip-panel" aria-busy="true" />}>
            <SlipPanel />
          </Suspense>
        </RouteErrorBoundary>
      )}
      {!noFooter && <Footer />}
      {loginPopup && (
        <RouteErrorBoundary>
          <Suspense fallback={null}>
            <LoginPopup />
          </Suspense>
        </RouteErrorBoundary>
      )}
      {notice && (
        <RouteErrorBoundary quiet>
          <Suspense fallback={null}>
            <NotificationDialog />
          </Suspense>
        </RouteErrorBoundary>
      )}
      {loggedIn && (
        <RouteErrorBoundary quiet resetKey={pathname}>
          <Suspense fallback={null}>
            <SessionWarning />
          </Suspense>
        </RouteErrorBoundary>
      )}
      {announcements && (
        <RouteErrorBoundary quiet>
          <Suspense fallback={null}>
            <AnnouncementPopups onHome={route === 'home'} />
          </Suspense>
        </RouteErrorBoundary>
      )}
      <RouteErrorBoundary quiet>
        <Suspense fallback={null}>
          <SiteExtras />
        </Suspense>
      </RouteErrorBoundary>
      {supportChat && (
        <RouteErrorBoundary quiet>
          <Suspense fallback={null}>
            <SupportChat />
          </Suspense>
        </RouteErrorBoundary>
      )}
    </div>
  );
}

/** Reads the announcements in the page's language; true once there are any to consider. */
function useAnnouncementsLoaded(): boolean {
  const { i18n } = useTranslation();
  const load = useAnnouncements((s) => s.load);
  useEffect(() => {
    void load(i18n.language);
  }, [load, i18n.language]);
  return useAnnouncements((s) => s.items.length > 0);
}

/** Favourites follow the session: a guest's on the device, a player's from the server. */
function useFavoritesFollowUser() {
  const status = useSession((s) => s.status);
  const userId = useSession((s) => s.user?.userId ?? null);
  useEffect(() => {
    if (status !== 'unknown') void favoritesFollowUser(userId);
  }, [status, userId]);
}

/** Escape closes an open menu or the login popup, as a tap on the overlay does. */
function useEscapeCloses() {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      const ui = useUi.getState();
      if (ui.openMenu) ui.closeMenus();
      else if (ui.loginPopup) ui.closeLoginPopup();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}

/**
 * A guest's popup opens at once: its code (a few KB, never in the first route) is fetched once the
 * page has loaded and the browser is idle, not on the tap that first asks for a login. Not while
 * offline: a browser may keep a module that failed to load failed for the life of the page.
 */
function useLoginPopupReady() {
  const guest = useSession((s) => s.status === 'guest');
  useEffect(() => {
    if (!guest) return;
    const fetchIt = () => {
      if (navigator.onLine) void loadLoginPopup().catch(() => undefined);
    };
    // Safari has no requestIdleCallback: a moment after the load instead
    const idleApi = typeof requestIdleCallback === 'function';
    let handle = 0;
    const fetchSoon = () => {
      handle = idleApi ? requestIdleCallback(fetchIt, { timeout: 3000 }) : window.setTimeout(fetchIt, 500);
    };
    if (document.readyState === 'complete') fetchSoon();
    else window.addEventListener('load', fetchSoon, { once: true });
    return () => {
      window.removeEventListener('load', fetchSoon);
      if (idleApi) cancelIdleCallback(handle);
      else window.clearTimeout(handle);
    };
  }, [guest]);
}
