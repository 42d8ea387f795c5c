import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUi } from '../../state/ui-store.ts';
import { LoginForm } from './LoginForm.tsx';
import { useLangLink } from './use-lang-link.ts';

/** Opened wherever a guest tries something that needs a login (e.g. creating a coupon). */
export function LoginPopup() {
  const { t } = useTranslation();
  const open = useUi((s) => s.loginPopup);
  const close = useUi((s) => s.closeLoginPopup);
  const link = useLangLink();
  if (!open) return null;
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
        <LoginForm onDone={close} />
        <div className="modal-links" onClick={close}>
          <Link to={link('register')}>{t('login.register')}</Link>
          <Link to={link('forgotPassword')}>{t('login.forgotPassword')}</Link>
        </div>
      </div>
    </div>
  );
}
