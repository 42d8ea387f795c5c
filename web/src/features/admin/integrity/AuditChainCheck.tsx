import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { panelClient } from '../panel-client.ts';

type Verification = Awaited<ReturnType<typeof panelClient.audit.verify>>;

/** The administrator's check of the audit trail's hash chain: whole, or where it first breaks. */
export function AuditChainCheck() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Verification | null>(null);
  const [failed, setFailed] = useState(false);

  async function verify() {
    setBusy(true);
    setFailed(false);
    try {
      setResult(await panelClient.audit.verify());
    } catch {
      setResult(null);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="panel-toolbar" data-testid="audit-chain">
      <button type="button" className="panel-btn" onClick={() => void verify()} disabled={busy}>
        {busy ? t('panel.integrity.verifying') : t('panel.integrity.verify')}
      </button>
      <div role="status" aria-live="polite">
        {failed && <p className="panel-alert">{t('technicalError')}</p>}
        {result?.ok && (
          <p data-testid="audit-chain-ok">
            {t('panel.integrity.verifyOk', { count: result.checked, archived: result.archived })}
          </p>
        )}
        {result && !result.ok && result.break && (
          <p className="panel-alert" data-testid="audit-chain-broken">
            {t('panel.integrity.verifyBroken', {
              seq: result.break.seq,
              count: result.checked,
              what: t(`panel.integrity.break.${result.break.reason}`),
            })}
          </p>
        )}
        {result && !result.wagerArchive.ok && (
          <p className="panel-alert" data-testid="wager-archive-broken">
            {t('panel.integrity.archiveBroken')}
            {result.wagerArchive.brokenTicket && ` (${result.wagerArchive.brokenTicket})`}
          </p>
        )}
      </div>
    </div>
  );
}
