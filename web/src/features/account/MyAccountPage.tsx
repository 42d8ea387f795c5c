import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { canUsePayments, toMinor } from '@bet/shared';
import { MenuLink } from '../../app/shell/MenuLink.tsx';
import { useLangLink } from '../../app/shell/use-lang-link.ts';
import { forgetUser } from '../../state/forget-user.ts';
import { useSession } from '../../state/session-store.ts';
import { useSiteSettings } from '../../state/settings-store.ts';
import { DATE_TIME, useDateFormat } from '../../ui/time-zone.ts';
import { useMoney } from '../../ui/use-money.ts';
import { AccountScreen } from './account-ui.tsx';

/**
 * The responsible gaming page loads through the account overview's chunk, so the first route's
 * router carries no chunk of its own for it (the first route's budget is spent).
 */
const ResponsibleGamingPage = lazy(() => import('./ResponsibleGamingPage.tsx'));

/**
 * The account overview: last login, balance, and the links of the spec (transactions, transfer
 * request, deposit, withdraw, user information, settings, affiliate, change password, logout).
 */
export default function MyAccountPage({ view }: { view?: 'responsibleGaming' }) {
  if (view === 'responsibleGaming')
    return (
      <Suspense fallback={null}>
        <ResponsibleGamingPage />
      </Suspense>
    );
  return (
    <AccountScreen title="acct.my.title">
      <Overview />
    </AccountScreen>
  );
}

function Overview() {
  const { t } = useTranslation();
  const user = useSession((s) => s.user);
  const logout = useSession((s) => s.logout);
  const settings = useSiteSettings((s) => s.settings);
  const money = useMoney();
  const date = useDateFormat(DATE_TIME);
  const navigate = useNavigate();
  const link = useLangLink();
  if (!user) return null;
  const payments = canUsePayments(user, settings);
  const links: Array<[string, string]> = [
    ['transactions', 'account.transactions'],
    ...(payments
      ? ([
          ['transferRequest', 'account.transferRequest'],
          ['deposit', 'account.deposit'],
          ['withdraw', 'account.withdraw'],
        ] as Array<[string, string]>)
      : []),
    ['userInformation', 'account.userInformation'],
    ['settings', 'account.settings'],
    ...(user.affiliateLink
      ? ([
          ['affiliate', 'account.affiliate'],
          ['affiliateBanner', 'account.affiliateBanner'],
        ] as Array<[string, string]>)
      : []),
    ['changePassword', 'account.changePassword'],
    ['responsibleGaming', 'acct.rg.title'],
  ];
  const signOut = async () => {
    await logout();
    forgetUser();
    if (settings['login_screen'] !== '1') void navigate(link());
  };
  return (
    <>
      <div className="acct-summary">
        <strong>{user.userName}</strong>
        <span>
          {t('account.balance')}: <span data-testid="overview-balance">{money(toMinor(user.credit))}</span>
        </span>
        {user.loginTime && (
          <small>
            {/* isolated, in the direction its own marks give: an Arabic date forced left to right reads garbled */}
            {t('acct.my.lastLogin')}: <bdi>{date.format(new Date(user.loginTime))}</bdi>
          </small>
        )}
      </div>
      <ul className="acct-links">
        {links.map(([path, key]) => (
          <li key={path}>
            <MenuLink path={path}>{t(key)}</MenuLink>
          </li>
        ))}
        <li>
          <button type="button" onClick={() => void signOut()}>
            {t('account.logout')}
          </button>
        </li>
      </ul>
    </>
  );
}
