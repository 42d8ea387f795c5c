import '../panel-lists.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HEARTBEAT_INTERVAL_MS, type ApiError, type HandTerminalRow } from '@bet/shared';
import { DATE_TIME, useDateFormat } from '../../../ui/time-zone.ts';
import { useSession } from '../../../state/session-store.ts';
import { useApi, usePolledApi } from '../../../ui/use-api.ts';
import { panelClient } from '../panel-client.ts';
import { PanelLoadError, PanelTableWrap } from '../PanelParts.tsx';

type BuildList = Awaited<ReturnType<typeof panelClient.terminals.builds>>;

/** The shop terminals of the subtree: online or last seen, printer, queue, software, shop user. */
export default function TerminalsPage() {
  const { t } = useTranslation();
  const at = useDateFormat(DATE_TIME);
  const [keyWord, setKeyWord] = useState('');
  // read again as often as terminals report, so a terminal going quiet shows without a reload
  const isAdmin = useSession((st) => st.user?.role === 'admin');
  const { data, error, loading, reload } = usePolledApi(HEARTBEAT_INTERVAL_MS, panelClient.terminals.list, {
    limit: 200,
    ...(keyWord.trim() ? { keyWord: keyWord.trim() } : {}),
  });
  const builds = useApi(isAdmin ? panelClient.terminals.builds : null);
  async function approve(hash: string, version: string) {
    await panelClient.terminals.approveBuild({ hash, version, note: '' });
    reload();
    builds.reload();
  }
  async function revoke(hash: string) {
    await panelClient.terminals.revokeBuild({ hash });
    reload();
    builds.reload();
  }
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
              <th scope="col">{t('panel.terminals.kiosk')}</th>
              <th scope="col">{t('panel.terminals.printer')}</th>
              <th scope="col" className="num">
                {t('panel.terminals.queue')}
              </th>
              <th scope="col">{t('panel.terminals.version')}</th>
              <th scope="col">{t('panel.terminals.build')}</th>
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
                <td className={r.state === 'ok' ? '' : 'panel-neg'} data-testid="terminal-kiosk-state">
                  {t(`panel.terminals.kiosk.${r.state}`)}
                </td>
                <td className={r.printer === 'ok' || r.printer === 'unknown' ? '' : 'panel-neg'}>
                  {t(`panel.terminals.printer.${r.printer}`)}
                </td>
                <td className="num">{r.queueDepth}</td>
                <td>{r.version}</td>
                <td className={r.build === 'approved' ? '' : 'panel-neg'} data-testid="terminal-build">
                  {t(`panel.terminals.build.${r.build}`)}
                  {r.buildHash && <code title={r.buildHash}> {r.buildHash.slice(0, 12)}</code>}
                  {isAdmin && r.build === 'unknown' && (
                    <button
                      type="button"
                      className="panel-btn"
                      onClick={() => void approve(r.buildHash, r.version)}
                    >
                      {t('panel.terminals.approve')}
                    </button>
                  )}
                </td>
                <td>{r.parentName ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {data && data.results.length === 0 && <p className="panel-note">{t('panel.terminals.none')}</p>}
      </PanelTableWrap>
      <HandTerminals />
      {isAdmin && <ApprovedBuilds builds={builds} onRevoke={(h) => void revoke(h)} />}
    </section>
  );
}

/** The builds the operator approved (GLI-20), each with its revocation. */
function ApprovedBuilds({
  builds: { data, error, loading },
  onRevoke,
}: {
  builds: { data: BuildList | null; error: ApiError | null; loading: boolean };
  onRevoke: (hash: string) => void;
}) {
  const { t } = useTranslation();
  const at = useDateFormat(DATE_TIME);
  return (
    <div data-testid="terminal-builds" role="group" aria-labelledby="terminal-builds-title">
      <h2 id="terminal-builds-title">{t('panel.terminals.builds')}</h2>
      <p className="panel-note">{t('panel.terminals.buildsNote')}</p>
      <PanelLoadError error={error} loading={loading} />
      {data && data.results.length === 0 && <p className="panel-note">{t('panel.terminals.noBuilds')}</p>}
      <ul className="panel-list">
        {data?.results.map((b) => (
          <li key={b.hash} data-build={b.hash}>
            <code title={b.hash}>{b.hash.slice(0, 12)}</code> {b.version} · {b.approvedBy ?? ''} ·{' '}
            {at.format(new Date(b.approvedAt))}{' '}
            <button type="button" className="panel-btn" onClick={() => onRevoke(b.hash)}>
              {t('panel.terminals.revoke')}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The handhelds the subtree's shops log in from (hand-terminal login): which shop, the device's
 * name, when it was last seen, and whether it is signed in. Revoking one (after a second press)
 * ends its session at once; the list is read again as often as the terminals'.
 */
function HandTerminals() {
  const { t } = useTranslation();
  const at = useDateFormat(DATE_TIME);
  const { data, error, loading, reload } = usePolledApi(
    HEARTBEAT_INTERVAL_MS,
    panelClient.handTerminals.list,
    {},
  );
  const [confirming, setConfirming] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  async function revoke(id: number) {
    setFailed(false);
    try {
      await panelClient.handTerminals.revoke({ id });
      setConfirming(null);
      reload();
    } catch {
      setFailed(true);
    }
  }
  const state = (h: HandTerminalRow) =>
    h.revokedAt
      ? t('panel.handTerminals.revokedBy', { when: at.format(new Date(h.revokedAt)), who: h.revokedBy ?? '' })
      : t(h.signedIn ? 'panel.handTerminals.signedIn' : 'panel.handTerminals.signedOut');
  return (
    <div data-testid="hand-terminals" role="group" aria-labelledby="hand-terminals-title">
      <h2 id="hand-terminals-title">{t('panel.handTerminals.title')}</h2>
      <PanelLoadError error={error} loading={loading} />
      {failed && (
        <p className="panel-alert" role="alert">
          {t('panel.handTerminals.failed')}
        </p>
      )}
      {data && data.results.length === 0 && <p className="panel-note">{t('panel.handTerminals.none')}</p>}
      {data && data.results.length > 0 && (
        <PanelTableWrap>
          <table className="panel-table" data-testid="hand-terminal-table">
            <thead>
              <tr>
                <th scope="col">{t('panel.terminals.shopUser')}</th>
                <th scope="col">{t('panel.handTerminals.device')}</th>
                <th scope="col">{t('panel.handTerminals.lastSeen')}</th>
                <th scope="col">{t('panel.terminals.state')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('panel.handTerminals.revoke')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.results.map((h) => (
                <tr key={h.id} data-hand-terminal={h.id}>
                  <td>{h.shopName}</td>
                  <td>{h.name}</td>
                  <td>{at.format(new Date(h.lastSeenAt))}</td>
                  <td className={h.revokedAt ? 'panel-neg' : ''} data-testid="hand-terminal-state">
                    {state(h)}
                  </td>
                  <td>
                    {!h.revokedAt &&
                      (confirming === h.id ? (
                        <button
                          type="button"
                          className="panel-btn panel-btn-primary"
                          onClick={() => void revoke(h.id)}
                          data-testid="hand-terminal-confirm"
                        >
                          {t('panel.handTerminals.confirm', { name: h.name })}
                        </button>
                      ) : (
                        <button
                          type="button"
                          className="panel-btn"
                          onClick={() => setConfirming(h.id)}
                          data-testid="hand-terminal-revoke"
                        >
                          {t('panel.handTerminals.revoke')}
                        </button>
                      ))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </PanelTableWrap>
      )}
    </div>
  );
}
