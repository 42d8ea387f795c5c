import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { canUsePayments, isShopUser } from '@bet/shared';
import { useSession } from '../../state/session-store.ts';
import { useSiteSettings } from '../../state/settings-store.ts';
import { useUi } from '../../state/ui-store.ts';
import { useLangLink } from './use-lang-link.ts';

export function Header() {
  const { t } = useTranslation();
  const toggleMenu = useUi((s) => s.toggleMenu);
  const user = useSession((s) => s.user);
  const settings = useSiteSettings((s) => s.settings);
  const link = useLangLink();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // Every page but Home and the bet slip shows a back chevron.
  const noBack = /^\/[a-z]{2}\/?$/.test(pathname) || /^\/[a-z]{2}\/betslip\/?$/i.test(pathname);
  return (
    <header className="header">
      <button
        type="button"
        className="icon-button"
        aria-label={t('nav.menu')}
        onClick={() => toggleMenu('left')}
      >
        ☰
      </button>
      {!noBack && (
        <button
          type="button"
          className="icon-button"
          aria-label={t('nav.back')}
          onClick={() => void navigate(-1)}
        >
          ‹
        </button>
      )}
      {/* Shop terminals show no logo link: the kiosk must not leave the page it is on. */}
      {isShopUser(user) ? (
        <span className="logo-space" />
      ) : (
        <Link to={link()} className="logo">
          Bet
        </Link>
      )}
      {user ? (
        <>
          {canUsePayments(user, settings) && (
            <Link to={link('deposit')} className="icon-button" aria-label={t('account.deposit')}>
              ＋
            </Link>
          )}
          <button
            type="button"
            className="balance-button"
            data-testid="header-balance"
            onClick={() => toggleMenu('right')}
          >
            {user.credit.toFixed(2)} {user.currency}
          </button>
        </>
      ) : (
        <button type="button" className="login-button" onClick={() => toggleMenu('right')}>
          {t('nav.login')}
        </button>
      )}
    </header>
  );
}
