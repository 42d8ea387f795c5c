import { useTranslation } from 'react-i18next';
import { NOTIFY, notificationTone } from '@bet/shared';
import { useNotify } from '../../state/notify-store.ts';
import { notifyText } from '../../state/notify-text.ts';

/** The waiting states' own texts: 5 'please wait coupon creation', 6 'please wait'. */
const WAITING_TEXT: Record<number, string> = { 5: 'sports.pleaseWaitCoupon', 6: 'sports.pleaseWait' };

/**
 * The spec's notification dialog: green success (1), red error (2), orange warning (3, 4), a spinner
 * while waiting (5, 6). Finished notices clear themselves (4 s, a sale 3 s) or on a tap.
 */
export function NotificationDialog() {
  // the translation hook re-renders the dialog when the language changes
  const { t } = useTranslation();
  const { state, message, params, fallback, title, hide } = useNotify();
  const tone = notificationTone(state);
  if (tone === 'hidden') return null;
  const key = message || WAITING_TEXT[state] || '';
  const text = notifyText({ message: key, params, fallback });
  const heading =
    title ?? (state === NOTIFY.error && key === 'technicalError' ? 'technicalErrorTitle' : undefined);
  return (
    <div className={`notice notice-${tone}`} data-testid="notice" data-state={state}>
      {tone === 'waiting' && <span className="spinner" aria-hidden="true" />}
      <div
        className="notice-text"
        role={tone === 'error' ? 'alert' : 'status'}
        aria-busy={tone === 'waiting'}
      >
        {heading && <strong>{t(heading)}</strong>}
        <span>{text}</span>
      </div>
      {tone !== 'waiting' && (
        <button type="button" className="notice-close" aria-label={t('menu.close')} onClick={hide}>
          ×
        </button>
      )}
    </div>
  );
}
