import { useTranslation } from 'react-i18next';
import { notificationTone } from '@bet/shared';
import { useNotify } from '../../state/notify-store.ts';

/** The spec's notification dialog: green success, red error, orange warning, a spinner while waiting. */
export function NotificationDialog() {
  const { t, i18n } = useTranslation();
  const { state, message, fallback, title, hide } = useNotify();
  const tone = notificationTone(state);
  if (tone === 'hidden') return null;
  const text = i18n.exists(message) ? t(message) : (fallback ?? message);
  return (
    <div className={`notice notice-${tone}`} role={tone === 'error' ? 'alert' : 'status'} onClick={hide}>
      {tone === 'waiting' && <span className="spinner" aria-hidden="true" />}
      {title && <strong>{t(title)}</strong>}
      <span>{text}</span>
    </div>
  );
}
