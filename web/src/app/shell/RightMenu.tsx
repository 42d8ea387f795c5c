import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COUPON_STATUS } from '@bet/shared';
import { client } from '../../api/client.ts';
import { useSession } from '../../state/session-store.ts';
import { useSiteSettings } from '../../state/settings-store.ts';
import { useUi } from '../../state/ui-store.ts';
import { AccountMenu } from './AccountMenu.tsx';
import { LoginForm } from './LoginForm.tsx';
import { MenuLink } from './MenuLink.tsx';
import { useSlideIn } from './use-slide-in.ts';

/**
 * Guests get the login form and the register / forgot-password links; users get their account
 * menu. It loads the first time it opens (see SideMenus).
 */
export function RightMenu({ open }: { open: boolean }) {
  // slides in the first time too, when it has just loaded already open
  const shown = useSlideIn(open);
  const { t } = useTranslation();
  const user = useSession((s) => s.user);
  const closeMenus = useUi((s) => s.closeMenus);
  const registerDisabled = useSiteSettings((s) => s.settings['register_disabled'] === '1');
  const [version, setVersion] = useState(0);
  const waiting = useWaitingCount(open && !!user, version);
  return (
    <aside
      className={`side-menu right ${shown ? 'open' : ''}`}
      aria-hidden={!open}
      inert={!open}
      aria-label={user ? t('account.menu') : t('nav.login')}
    >
      {user ? (
        <AccountMenu user={user} waiting={waiting} onRefresh={() => setVersion((v) => v + 1)} />
      ) : (
        <>
          <h2 className="menu-title">{t('nav.login')}</h2>
          <LoginForm onDone={closeMenus} />
          <ul className="menu-links" onClick={closeMenus}>
            {!registerDisabled && (
              <li>
                <MenuLink path="register">{t('login.register')}</MenuLink>
              </li>
            )}
            <li>
              <MenuLink path="forgotPassword">{t('login.forgotPassword')}</MenuLink>
            </li>
          </ul>
        </>
      )}
    </aside>
  );
}

/**
 * "The waiting-coupon counter uses the coupon list with status 0 and limit 10": read when the menu
 * opens and when the player refreshes the balance.
 */
function useWaitingCount(active: boolean, version: number): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (!active) return;
    let live = true;
    client.coupons
      .list({ status: COUPON_STATUS.waiting, limit: 10 })
      .then((r) => live && setCount(r.totalCount))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [active, version]);
  return count;
}
