import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { hasProduct } from '@bet/shared';
import { useSession } from '../../state/session-store.ts';
import { useSiteSettings } from '../../state/settings-store.ts';
import { useUi } from '../../state/ui-store.ts';
import { LoginForm } from './LoginForm.tsx';
import { MenuLink } from './MenuLink.tsx';
import { useLangLink } from './use-lang-link.ts';

/**
 * Opened wherever a guest tries something that needs a login (creating a coupon, My coupons).
 * "On success it closes, and the user goes to Home if neither sport nor live is available";
 * a page that asked for the login is opened instead.
 */
export function LoginPopup() {
  const { t } = useTranslation();
  const open = useUi((s) => s.loginPopup);
  const next = useUi((s) => s.loginNext);
  const close = useUi((s) => s.closeLoginPopup);
  const registerDisabled = useSiteSettings((s) => s.settings['register_disabled'] === '1');
  const link = useLangLink();
  const navigate = useNavigate();
  if (!open) return null;
  const done = () => {
    close();
    const user = useSession.getState().user;
    if (!hasProduct(user, 'sportUser') && !hasProduct(user, 'liveUser')) void navigate(link());
    else if (next) void navigate(next);
  };
  return (
    <div className="modal-backdrop" onClick={close}>
      <div
        role="dialog"
        aria-modal="true"
        aria-label={t('nav.login')}
        className="modal"
        onClick={(e) => e.stopPropagation()}
      >
        <button type="button" className="modal-close" aria-label={t('menu.close')} onClick={close}>
          ×
        </button>
        <h2>{t('nav.login')}</h2>
        <LoginForm onDone={done} />
        <div className="modal-links" onClick={close}>
          {!registerDisabled && (
            <MenuLink path="register" className="register-link">
              {t('login.register')}
            </MenuLink>
          )}
          <MenuLink path="forgotPassword">{t('login.forgotPassword')}</MenuLink>
        </div>
      </div>
    </div>
  );
}
