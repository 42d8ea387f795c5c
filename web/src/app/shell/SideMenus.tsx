import { Suspense, useEffect, useState } from 'react';
import { useNotifications } from '../../state/notifications-store.ts';
import { useSession } from '../../state/session-store.ts';
import { useUi } from '../../state/ui-store.ts';
import { lazyPage } from '../lazy-page.tsx';
import { RouteErrorBoundary } from '../RouteErrorBoundary.tsx';

// The menus load the first time one opens: Home does without them. They show only the first
// route's texts.
const LeftMenu = lazyPage(() => import('./LeftMenu.tsx').then((m) => ({ default: m.LeftMenu })), []);
const RightMenu = lazyPage(() => import('./RightMenu.tsx').then((m) => ({ default: m.RightMenu })), []);

/** True from the first time `open` is true on. */
function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

/**
 * The two side menus of the shell. Each comes the first time its header button opens it (it shows
 * as open once its contents are there) and then stays, so it slides in and out from then on.
 */
export function SideMenus() {
  const openMenu = useUi((s) => s.openMenu);
  const left = openMenu === 'left';
  const right = openMenu === 'right';
  const leftLoaded = useOpenedOnce(left);
  const rightLoaded = useOpenedOnce(right);
  useNotificationCount(left);
  return (
    <>
      {leftLoaded && (
        <RouteErrorBoundary resetKey={String(left)}>
          <Suspense fallback={null}>
            <LeftMenu open={left} />
          </Suspense>
        </RouteErrorBoundary>
      )}
      {rightLoaded && (
        <RouteErrorBoundary resetKey={String(right)}>
          <Suspense fallback={null}>
            <RightMenu open={right} />
          </Suspense>
        </RouteErrorBoundary>
      )}
    </>
  );
}

/** The notifications' count is read at login and whenever the left menu opens, so it stays current. */
function useNotificationCount(leftOpen: boolean) {
  const userId = useSession((s) => s.user?.userId);
  const load = useNotifications((s) => s.load);
  useEffect(() => {
    if (userId && (leftOpen || !useNotifications.getState().loaded)) void load();
  }, [userId, leftOpen, load]);
}
