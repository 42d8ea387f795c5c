import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BONUS_STATUS } from '@bet/shared';
import { client } from '../../api/client.ts';
import { notifyApiError, notifyKey } from '../../state/notify-text.ts';
import { useApi } from '../../ui/use-api.ts';
import { promoTexts } from '../../i18n/feature-texts.ts';
import { useTexts } from '../../i18n/use-texts.ts';
import './promo.css';

const STATUS_ICON: Record<number, string> = {
  [BONUS_STATUS.waiting]: '⏳',
  [BONUS_STATUS.accepted]: '✓',
  [BONUS_STATUS.denied]: '✕',
};

/** Bonus request: each bonus with its title, its status and, before a request, a send button. */
export default function BonusRequestPage() {
  const ready = useTexts(promoTexts);
  const { t } = useTranslation();
  const { data, loading, setData } = useApi(client.promotions.bonuses);
  const [busy, setBusy] = useState<number | null>(null);
  if (!ready) return <div className="loading" aria-busy="true" />;

  async function request(id: number) {
    setBusy(id);
    try {
      const bonus = await client.promotions.request({ id });
      setData((d) => d && { ...d, results: d.results.map((b) => (b.id === id ? bonus : b)) });
      notifyKey(1, 'bonus.sent');
    } catch (e) {
      notifyApiError(e);
    } finally {
      setBusy(null);
    }
  }

  const items = data?.results ?? [];
  return (
    <section className="promo-page" data-testid="bonus-request">
      <h1 className="page-title">{t('bonus.title')}</h1>
      {loading && !data && <div className="loading" aria-busy="true" />}
      {data && items.length === 0 && <p className="empty">{t('bonus.none')}</p>}
      <ul className="bonus-list">
        {items.map((b) => (
          <li key={b.id} data-testid="bonus-item">
            <span className="bonus-title">{b.title}</span>
            {b.requestedExists && b.status !== null ? (
              <span className={`bonus-status bonus-status-${b.status}`}>
                <span aria-hidden="true">{STATUS_ICON[b.status]}</span> {t(`bonus.status.${b.status}`)}
              </span>
            ) : (
              <button
                type="button"
                className="btn btn-primary btn-small"
                disabled={busy !== null}
                aria-busy={busy === b.id}
                onClick={() => void request(b.id)}
              >
                {t('bonus.request')}
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
