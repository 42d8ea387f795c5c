import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { accountLinks, countBadge, type AccountLink } from '@bet/shared';
import { useSession, type SessionUser } from '../../state/session-store.ts';
import { useUi } from '../../state/ui-store.ts';
import { useSiteSettings } from '../../state/settings-store.ts';
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

export const APP_VERSION = '1.36.3';

/** The logged-in right menu: name, balance with refresh, waiting coupons, and the spec's links. */
export function AccountMenu({ user, waiting }: { user: SessionUser; waiting: number }) {
  const { t } = useTranslation();
  const link = useLangLink();
  const refresh = useSession((s) => s.refresh);
  const logout = useSession((s) => s.logout);
  const closeMenus = useUi((s) => s.closeMenus);
  const settings = useSiteSettings((s) => s.settings);
  return (
    <div className="account-menu">
      <div className="account-head">
        <strong data-testid="account-name">{user.userName}</strong>
        <button
          type="button"
          className="icon-button"
          aria-label={t('account.refreshBalance')}
          onClick={() => void refresh()}
        >
          ⟳
        </button>
      </div>
      <div className="account-balance">
        {t('account.balance')}: <span data-testid="account-balance">{user.credit.toFixed(2)}</span>{' '}
        {user.currency}
      </div>
      <div className="account-waiting">
        {t('account.waitingCoupons')}: <span className="badge">{countBadge(waiting)}</span>
      </div>
      <ul className="menu-links" onClick={closeMenus}>
        {accountLinks(user, settings).map((key) =>
          key === 'logout' ? (
            <li key={key}>
              <button type="button" className="link-button" onClick={() => void logout()}>
                {t('account.logout')}
              </button>
            </li>
          ) : (
            <li key={key}>
              <Link to={link(ROUTES[key])}>{t(`account.${key}`)}</Link>
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
