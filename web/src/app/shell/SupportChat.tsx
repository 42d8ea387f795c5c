import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteSettings } from '../../state/settings-store.ts';

type ChatState = 'icon' | 'expanded' | 'hidden';

/**
 * "A floating support-chat link appears only when a support messaging number is configured
 * (states: icon, expanded, hidden)": the whatsapp_number setting, titled by whatsapp_title.
 */
export function SupportChat() {
  const { t } = useTranslation();
  const number = useSiteSettings((s) => s.settings['whatsapp_number'] ?? '').replace(/\D/g, '');
  const title = useSiteSettings((s) => s.settings['whatsapp_title']);
  const [state, setState] = useState<ChatState>('icon');
  if (!number || state === 'hidden') return null;
  return (
    <div className={`support-chat ${state}`} data-testid="support-chat" data-state={state}>
      {state === 'expanded' && (
        <div className="support-card">
          <strong>{title || t('support.title')}</strong>
          <a
            href={`https://wa.me/${number}`}
            target="_blank"
            rel="noopener noreferrer"
            className="btn btn-primary"
          >
            {t('support.open')}
          </a>
          <button type="button" className="link-button" onClick={() => setState('hidden')}>
            {t('support.hide')}
          </button>
        </div>
      )}
      <button
        type="button"
        className="support-bubble"
        aria-expanded={state === 'expanded'}
        aria-label={t('support.title')}
        onClick={() => setState(state === 'expanded' ? 'icon' : 'expanded')}
      >
        <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true">
          <path
            d="M4 5h16v11H9l-5 4z"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinejoin="round"
          />
        </svg>
      </button>
    </div>
  );
}
