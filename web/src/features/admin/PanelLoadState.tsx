import './panel-load-state.css';
import { useCallback, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient, type Query } from '@tanstack/react-query';

/** A read a page shows (it has an observer) that has no answer yet. */
const unanswered = (q: Query) => q.getObserversCount() > 0 && q.state.data === undefined;

type LoadState = 'idle' | 'loading' | 'offline' | 'failed';

/**
 * What every panel page's reads are doing, said once above the page: while one it shows has no
 * answer yet, a loading line (so a table's '0' or an empty page is never read as the figures), or,
 * when that read waits for the browser to be online again, that there is no connection; when
 * one failed without an answer, an alert with a way to ask again. Pages keep their own messages
 * for what an action answered.
 */
export function PanelLoadState() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const cache = client.getQueryCache();
  const subscribe = useCallback((change: () => void) => cache.subscribe(change), [cache]);
  const state = useSyncExternalStore(subscribe, (): LoadState => {
    let failed = false;
    let paused = false;
    for (const q of cache.getAll()) {
      if (!unanswered(q)) continue;
      if (q.state.fetchStatus === 'fetching') return 'loading';
      // offline, a read is not sent: it waits, and goes by itself once the browser is back online
      if (q.state.fetchStatus === 'paused') paused = true;
      else if (q.state.status === 'error') failed = true;
    }
    return paused ? 'offline' : failed ? 'failed' : 'idle';
  });
  if (state === 'offline')
    return (
      <p className="panel-load-state" role="status" data-testid="panel-offline-state">
        {t('panel.offline')}
      </p>
    );
  if (state === 'loading')
    return (
      <p className="panel-load-state" role="status" data-testid="panel-loading-state">
        <span className="panel-spinner" aria-hidden="true" />
        {t('common.loading')}…
      </p>
    );
  if (state === 'failed')
    return (
      <div className="panel-load-state panel-error" role="alert" data-testid="panel-load-failed">
        <p>{t('error.text')}</p>
        <button
          type="button"
          className="panel-btn"
          onClick={() =>
            void client.refetchQueries({ predicate: (q) => unanswered(q) && q.state.status === 'error' })
          }
        >
          {t('error.retry')}
        </button>
      </div>
    );
  return null;
}
