import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { footerHidden } from '@bet/shared';
import { TerminalChrome } from '../../features/terminal/TerminalChrome.tsx';
import { useUi } from '../../state/ui-store.ts';
import { LoginScreenGate, SessionEndedRedirect } from '../guards.tsx';
import { lazyPage } from '../lazy-page.tsx';
import { RouteErrorBoundary } from '../RouteErrorBoundary.tsx';
import { AnnouncementPopups } from './AnnouncementPopups.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { LeftMenu } from './LeftMenu.tsx';
import { LoginPopup } from './LoginPopup.tsx';
import { NotificationDialog } from './NotificationDialog.tsx';
import { RightMenu } from './RightMenu.tsx';
import { SessionWarning } from './SessionWarning.tsx';
import { shellRouteName } from './route-name.ts';
import { SupportChat } from './SupportChat.tsx';
import { useWideScreen } from './use-wide-screen.ts';

// Phones never download the panel: it loads the first time the window is wide.
const SlipPanel = lazyPage(() => import('../../features/betslip/SlipPanel.tsx'));

/**
 * The application shell of the spec: header, two exclusive side menus with an overlay, page,
 * footer, popups. On a wide screen the bet slip stays beside the page as a right panel (on the
 * BetSlip page itself the page is the slip).
 */
export function Shell() {
  const openMenu = useUi((s) => s.openMenu);
  const closeMenus = useUi((s) => s.closeMenus);
  const { pathname } = useLocation();
  const route = shellRouteName(pathname);
  const wide = useWideScreen();
  const panel = wide && route !== 'betslip';
  const noFooter = footerHidden(route);
  useEscapeCloses();
  return (
    <div className={`app${panel ? ' with-panel' : ''}${noFooter ? ' no-footer' : ''}`}>
      <LoginScreenGate />
      <SessionEndedRedirect />
      <Header />
      <TerminalChrome />
      <LeftMenu open={openMenu === 'left'} />
      <RightMenu open={openMenu === 'right'} />
      {openMenu && <div className="overlay" data-testid="overlay" onClick={closeMenus} />}
      <main className="page">
        <RouteErrorBoundary resetKey={pathname}>
          <Suspense fallback={<div className="loading" aria-busy="true" />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      {panel && (
        <RouteErrorBoundary>
          <Suspense fallback={<aside className="slip-panel" aria-busy="true" />}>
            <SlipPanel />
          </Suspense>
        </RouteErrorBoundary>
      )}
      {!noFooter && <Footer />}
      <LoginPopup />
      <NotificationDialog />
      <SessionWarning />
      <AnnouncementPopups onHome={route === 'home'} />
      <SupportChat />
    </div>
  );
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
