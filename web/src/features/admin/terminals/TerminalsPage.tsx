import '../panel-lists.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HEARTBEAT_INTERVAL_MS } from '@bet/shared';
import { DATE_TIME, useDateFormat } from '../../../ui/time-zone.ts';
import { usePolledApi } from '../../../ui/use-api.ts';
import { panelClient } from '../panel-client.ts';
import { PanelLoadError, PanelTableWrap } from '../PanelParts.tsx';

/** The shop terminals of the subtree: online or last seen, printer, queue, software, shop user. */
export default function TerminalsPage() {
  const { t } = useTranslation();
  const at = useDateFormat(DATE_TIME);
  const [keyWord, setKeyWord] = useState('');
  // read again as often as terminals report, so a terminal going quiet shows without a reload
  const { data, error, loading } = usePolledApi(HEARTBEAT_INTERVAL_MS, panelClient.terminals.list, {
    limit: 200,
    ...(keyWord.trim() ? { keyWord: keyWord.trim() } : {}),
  });
  return (
    <section className="panel-card" data-testid="panel-terminals">
      <div className="panel-toolbar">
        <label>
          {t('panel.terminals.search')}
          <input
            value={keyWord}
            onChange={(e) => setKeyWord(e.target.value)}
            maxLength={50}
            autoComplete="off"
          />
        </label>
      </div>
      {data && (
        <p className="panel-note" role="status">
          {t('panel.terminals.summary', { online: data.online, total: data.totalCount })}
        </p>
      )}
      <PanelLoadError error={error} loading={loading} />
      <PanelTableWrap>
        <table className="panel-table" data-testid="terminal-table">
          <thead>
            <tr>
              <th scope="col">{t('panel.terminals.shopUser')}</th>
              <th scope="col">{t('panel.terminals.terminalNo')}</th>
              <th scope="col">{t('panel.terminals.state')}</th>
              <th scope="col">{t('panel.terminals.printer')}</th>
              <th scope="col" className="num">
                {t('panel.terminals.queue')}
              </th>
              <th scope="col">{t('panel.terminals.version')}</th>
              <th scope="col">{t('panel.terminals.dealer')}</th>
            </tr>
          </thead>
          <tbody>
            {data?.results.map((r) => (
              <tr key={r.userId} data-terminal={r.userName}>
                <td>{r.userName}</td>
                <td>{r.terminalNo}</td>
                <td>
                  {r.online ? (
                    <strong className="panel-pos">{t('panel.terminals.online')}</strong>
                  ) : r.lastSeenAt ? (
                    t('panel.terminals.lastSeen', { when: at.format(new Date(r.lastSeenAt)) })
                  ) : (
                    t('panel.terminals.never')
                  )}
                </td>
                <td className={r.printer === 'ok' || r.printer === 'unknown' ? '' : 'panel-neg'}>
                  {t(`panel.terminals.printer.${r.printer}`)}
                </td>
                <td className="num">{r.queueDepth}</td>
                <td>{r.version}</td>
                <td>{r.parentName ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {data && data.results.length === 0 && <p className="panel-note">{t('panel.terminals.none')}</p>}
      </PanelTableWrap>
    </section>
  );
}
