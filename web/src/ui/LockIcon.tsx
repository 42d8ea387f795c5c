import { useTranslation } from 'react-i18next';

/**
 * The lock of an odd that cannot be bet. Drawn, not the 🔒 emoji: a device without an emoji font
 * (many shop terminals, some phones) shows the emoji as an empty box.
 */
export function LockIcon() {
  const { t } = useTranslation();
  return (
    <svg
      className="lock-icon"
      role="img"
      aria-label={t('slip.locked')}
      viewBox="0 0 16 16"
      width="1em"
      height="1em"
    >
      <path
        fill="currentColor"
        d="M8 1a3.5 3.5 0 0 0-3.5 3.5V7H4a1 1 0 0 0-1 1v6a1 1 0 0 0 1 1h8a1 1 0 0 0 1-1V8a1 1 0 0 0-1-1h-.5V4.5A3.5 3.5 0 0 0 8 1Zm-2 6V4.5a2 2 0 1 1 4 0V7H6Z"
      />
    </svg>
  );
}
