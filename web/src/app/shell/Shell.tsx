import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { TerminalChrome } from '../../features/terminal/TerminalChrome.tsx';
import { useUi } from '../../state/ui-store.ts';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { LeftMenu } from './LeftMenu.tsx';
import { LoginPopup } from './LoginPopup.tsx';
import { NotificationDialog } from './NotificationDialog.tsx';
import { RightMenu } from './RightMenu.tsx';

/** The application shell of the spec: header, two exclusive side menus with an overlay, page, footer. */
export function Shell() {
  const theme = useUi((s) => s.theme);
  const openMenu = useUi((s) => s.openMenu);
  const closeMenus = useUi((s) => s.closeMenus);
  return (
    <div className="app" data-theme={theme}>
      <Header />
      <TerminalChrome />
      <LeftMenu open={openMenu === 'left'} />
      <RightMenu open={openMenu === 'right'} />
      {openMenu && <div className="overlay" data-testid="overlay" onClick={closeMenus} />}
      <main className="page">
        <Suspense fallback={<div className="loading" aria-busy="true" />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <LoginPopup />
      <NotificationDialog />
    </div>
  );
}
