import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { canUsePayments, isShopUser, toMinor } from '@bet/shared';
import { useSession } from '../../state/session-store.ts';
import { useSiteSettings } from '../../state/settings-store.ts';
import { useUi } from '../../state/ui-store.ts';
import { useMoney } from '../../ui/use-money.ts';
import { pageBuilt } from '../pages.ts';
import { HeaderNav } from './HeaderNav.tsx';
import { Icon } from './Icon.tsx';
import { routeName } from './route-name.ts';
import { useLangLink } from './use-lang-link.ts';
import { Chevron } from '../../ui/Chevron.tsx';

/**
 * Keeps the player's `/user` socket open on every page, so the balance follows wins, cancellations
 * and credit made elsewhere; loaded after the first paint, as the socket client is not small.
 */
function useBalancePush(userId: number | undefined): void {
  useEffect(() => {
    if (!userId) return;
    let release: (() => void) | undefined;
    let gone = false;
    void import('../../realtime/user-socket.ts').then((m) => {
      if (!gone) release = m.holdUserSocket();
    });
    return () => {
      gone = true;
      release?.();
    };
  }, [userId]);
}

/** Header: menu, back chevron (not on Home and BetSlip), logo (not for type F), deposit, balance or login. */
export function Header() {
  const { t } = useTranslation();
  const toggleMenu = useUi((s) => s.toggleMenu);
  const openMenu = useUi((s) => s.openMenu);
  const user = useSession((s) => s.user);
  // offline, the balance is the one last known: marked, and described to screen readers
  const balanceStale = useSession((s) => s.balanceStale);
  const staleId = useId();
  useBalancePush(user?.userId);
  const settings = useSiteSettings((s) => s.settings);
  const link = useLangLink();
  const money = useMoney();
  const navigate = useNavigate();
  const { pathname, key } = useLocation();
  const route = routeName(pathname);
  const noBack = route === 'home' || route === 'betslip';
  // A page opened directly has no history of ours to go back to: back then goes Home.
  const back = () => void (key === 'default' ? navigate(link()) : navigate(-1));
  return (
    <header className="header">
      <button
        type="button"
        className="icon-button"
        aria-label={t('nav.menu')}
        aria-expanded={openMenu === 'left'}
        data-testid="menu-button"
        onClick={() => toggleMenu('left')}
      >
        ☰
      </button>
      {!noBack && (
        <button
          type="button"
          className="icon-button back"
          aria-label={t('nav.back')}
          data-testid="back"
          onClick={back}
        >
          <Chevron back />
        </button>
      )}
      {/* Shop terminals show no logo link: the kiosk must not leave the page it is on. */}
      {isShopUser(user) ? (
        <span className="logo-space" />
      ) : (
        <Link to={link()} className="logo" data-testid="logo">
          {settings['site_logo'] ? (
            // the operator's uploaded logo, at most 480x120: shown at the header's height
            <img
              className="logo-image"
              src={settings['site_logo']}
              alt={settings['site_name'] || 'Bet'}
              height={32}
            />
          ) : (
            settings['site_name'] || 'Bet'
          )}
        </Link>
      )}
      <HeaderNav />
      {user ? (
        <>
          {canUsePayments(user, settings) && pageBuilt('deposit') && (
            <Link
              to={link('deposit')}
              className="icon-button deposit"
              aria-label={t('account.deposit')}
              title={t('account.deposit')}
              data-testid="header-deposit"
            >
              <Icon name="plus" />
            </Link>
          )}
          <button
            type="button"
            className={balanceStale ? 'balance-button balance-stale' : 'balance-button'}
            data-testid="header-balance"
            data-stale={balanceStale || undefined}
            aria-expanded={openMenu === 'right'}
            aria-describedby={balanceStale ? staleId : undefined}
            title={balanceStale ? t('account.balanceStale') : undefined}
            onClick={() => toggleMenu('right')}
          >
            {user.credit < 0 && <span className="owed-label">{t('account.owed')} </span>}
            {money(toMinor(user.credit))}
          </button>
          {balanceStale && (
            <span id={staleId} className="visually-hidden">
              {t('account.balanceStale')}
            </span>
          )}
        </>
      ) : (
        <button
          type="button"
          className="login-button"
          aria-expanded={openMenu === 'right'}
          onClick={() => toggleMenu('right')}
        >
          {t('nav.login')}
        </button>
      )}
    </header>
  );
}
