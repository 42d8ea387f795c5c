import { useTranslation } from 'react-i18next';
import type { FeedProducerStatus } from '@bet/shared';
import { useIntlLocales } from '../../../i18n/locale.ts';
import { useDateFormat } from '../../../ui/time-zone.ts';
import { usePolledApi } from '../../../ui/use-api.ts';
import { panelClient } from '../panel-client.ts';
import { PanelLoadError } from '../PanelParts.tsx';

/** Read again every two seconds: a producer going down shows while the operator watches. */
const REFRESH_MS = 2_000;
const WITH_SECONDS: Intl.DateTimeFormatOptions = { dateStyle: 'short', timeStyle: 'medium' };

/**
 * The odds feed as the operator watches it: for an odds provider, each producer's state (up, down
 * since, recovering), messages per second, last message time and stale messages dropped; with the
 * built-in simulator, a word that there is no provider to watch. Settlements the database refused
 * and that wait to be tried again show first, as an alert.
 */
export default function FeedPage() {
  const { t } = useTranslation();
  const locales = useIntlLocales();
  const at = useDateFormat(WITH_SECONDS);
  const rate = new Intl.NumberFormat(locales, { maximumFractionDigits: 1 });
  const count = new Intl.NumberFormat(locales);
  const { data, error, loading } = usePolledApi(REFRESH_MS, panelClient.feedAdmin.status);
  const when = (iso: string | null) => (iso ? at.format(new Date(iso)) : t('feed.never'));
  const stateCell = (p: FeedProducerStatus) => (
    <strong className={p.state === 'up' ? 'panel-pos' : 'panel-neg'}>{t(`feed.state.${p.state}`)}</strong>
  );
  return (
    <div data-testid="panel-feed">
      <PanelLoadError error={error} loading={loading} className="panel-card panel-error" />
      {data && data.parkedSettlements.count > 0 && (
        // settlements the provider sent once: coupons stay unsettled until these go through
        <p className="panel-card panel-alert" role="alert" data-testid="feed-parked">
          {t('feed.parked', {
            n: count.format(data.parkedSettlements.count),
            since: when(data.parkedSettlements.since),
            // the error's own words (often English), isolated from the sentence's direction
            error: data.parkedSettlements.lastError ? `\u2068${data.parkedSettlements.lastError}\u2069` : '',
          })}
        </p>
      )}
      {data && data.parkedSettlements.failed > 0 && (
        // kept rows that are no settlement: never tried again, left for the operator to look into
        <p className="panel-card panel-alert" role="alert" data-testid="feed-parked-failed">
          {t('feed.parkedFailed', {
            n: count.format(data.parkedSettlements.failed),
            error: data.parkedSettlements.failedReason
              ? `\u2068${data.parkedSettlements.failedReason}\u2069`
              : '',
          })}
        </p>
      )}
      {data?.source === 'simulator' && (
        <p className="panel-card panel-note" data-testid="feed-simulator">
          {t('feed.simulator')}
        </p>
      )}
      {data?.source === 'none' && <p className="panel-card panel-note">{t('feed.none')}</p>}
      {data?.source === 'amqp' && (
        <>
          <p className="panel-card panel-note" role="status" data-testid="feed-summary">
            {data.running
              ? t('feed.summary', {
                  received: count.format(data.received),
                  stale: count.format(data.stale),
                  duplicate: count.format(data.duplicate),
                  invalid: count.format(data.invalid),
                })
              : t('feed.notRunning')}
          </p>
          {data.producers.map((p) => (
            <section
              key={p.producer}
              className="panel-card"
              data-testid="feed-producer"
              data-producer={p.producer}
              data-state={p.state}
            >
              <h2>{t(`feed.producer.${p.producer}`)}</h2>
              <dl className="panel-figures">
                <div>
                  <dt>{t('feed.state')}</dt>
                  <dd>{stateCell(p)}</dd>
                </div>
                {p.downSince && (
                  <div>
                    <dt>{t('feed.downSince')}</dt>
                    <dd>{at.format(new Date(p.downSince))}</dd>
                  </div>
                )}
                <div>
                  <dt>{t('feed.perSecond')}</dt>
                  <dd>{rate.format(p.messagesPerSecond)}</dd>
                </div>
                <div>
                  <dt>{t('feed.lastMessage')}</dt>
                  <dd>{when(p.lastMessageAt)}</dd>
                </div>
                <div>
                  <dt>{t('feed.messages')}</dt>
                  <dd>{count.format(p.messages)}</dd>
                </div>
                <div>
                  <dt>{t('feed.stale')}</dt>
                  <dd>{count.format(p.stale)}</dd>
                </div>
              </dl>
            </section>
          ))}
        </>
      )}
    </div>
  );
}
