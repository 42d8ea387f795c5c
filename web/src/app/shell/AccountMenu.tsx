import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { accountLinks, canUsePayments, countBadge, owedOf, toMinor, type AccountLink } from '@bet/shared';
import { forgetUser } from '../../state/forget-user.ts';
import { useSession, type SessionUser } from '../../state/session-store.ts';
import { useSiteSettings } from '../../state/settings-store.ts';
import { useUi } from '../../state/ui-store.ts';
import { useMoney } from '../../ui/use-money.ts';
import { MenuLink } from './MenuLink.tsx';
import { useLangLink } from './use-lang-link.ts';

const ROUTES: Record<Exclude<AccountLink, 'logout'>, string> = {
  myCoupons: 'coupons',
  bonusRequest: 'bonusRequest',
  transferRequest: 'transferRequest',
  deposit: 'deposit',
  withdraw: 'withdraw',
  affiliate: 'affiliate',
  affiliateBanner: 'affiliateBanner',
  transactions: 'transactions',
  userInformation: 'userInformation',
  settings: 'settings',
  changePassword: 'changePassword',
};

/** "Deposit, withdraw, transfer and bonus only if onlineUser is 1 and login_screen and register_disabled are not 1" (section 6). */
const PAYMENT_LINKS: ReadonlySet<AccountLink> = new Set([
  'bonusRequest',
  'transferRequest',
  'deposit',
  'withdraw',
]);

export const APP_VERSION = '1.36.3';

/** The logged-in right menu: name, balance with refresh, waiting coupons, and the spec's links. */
export function AccountMenu({
  user,
  waiting,
  onRefresh,
}: {
  user: SessionUser;
  waiting: number;
  onRefresh?: () => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const link = useLangLink();
  const navigate = useNavigate();
  const refresh = useSession((s) => s.refresh);
  const logout = useSession((s) => s.logout);
  const balanceStale = useSession((s) => s.balanceStale);
  const closeMenus = useUi((s) => s.closeMenus);
  const settings = useSiteSettings((s) => s.settings);
  const [refreshing, setRefreshing] = useState(false);
  const payments = canUsePayments(user, settings);
  const links = accountLinks(user, settings).filter((key) => payments || !PAYMENT_LINKS.has(key));

  const refreshBalance = async () => {
    if (refreshing) return;
    setRefreshing(true);
    onRefresh?.();
    try {
      await refresh();
    } finally {
      setRefreshing(false);
    }
  };
  const signOut = async () => {
    closeMenus();
    await logout();
    forgetUser();
    // With login_screen on, the shell sends the guest to Login with nextUrl; otherwise Home.
    if (settings['login_screen'] !== '1') void navigate(link());
  };

  return (
    <div className="account-menu">
      <div className="account-head">
        {/* The name opens the account overview (myAccount). */}
        <Link to={link('myAccount')} className="account-name" onClick={closeMenus}>
          <strong data-testid="account-name">{user.userName}</strong>
        </Link>
        <button
          type="button"
          className={`icon-button refresh${refreshing ? ' spinning' : ''}`}
          aria-label={t('account.refreshBalance')}
          aria-busy={refreshing}
          data-testid="refresh-balance"
          onClick={() => void refreshBalance()}
        >
          ⟳
        </button>
      </div>
      <div className="account-balance">
        {t('account.balance')}: <span data-testid="account-balance">{money(toMinor(user.credit))}</span>
        {balanceStale && (
          <small className="account-balance-stale" data-testid="account-balance-stale">
            {t('account.balanceStale')}
          </small>
        )}
      </div>
      {user.credit < 0 && (
        // A result correction took back a win that was already spent: the player owes the rest.
        <p className="account-owed" data-testid="account-owed">
          {t('account.owed')}: {money(owedOf(toMinor(user.credit)))}. {t('account.owedNotice')}
        </p>
      )}
      <div className="account-waiting">
        {t('account.waitingCoupons')}:{' '}
        <span className="badge" data-testid="waiting-count">
          {countBadge(waiting)}
        </span>
      </div>
      <ul className="menu-links" onClick={closeMenus}>
        {links.map((key) =>
          key === 'logout' ? (
            <li key={key}>
              <button type="button" className="link-button" onClick={() => void signOut()}>
                {t('account.logout')}
              </button>
            </li>
          ) : (
            <li key={key}>
              <MenuLink path={ROUTES[key]}>{t(`account.${key}`)}</MenuLink>
            </li>
          ),
        )}
      </ul>
      <p className="version">
        {t('account.version')} {APP_VERSION}
      </p>
    </div>
  );
}
