import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  LANGUAGES,
  htmlLang,
  type CatalogueEntry,
  type CatalogueUpdateRequest,
  type LanguageCode,
} from '@bet/shared';
import { ApiError } from '../../../api/client.ts';
import { panelClient } from '../panel-client.ts';
import { PanelMessage } from '../PanelParts.tsx';

/**
 * One sport, country or league as the operator sets it: a name per site language (empty shows
 * the feed's), its order, whether players see it, the top flag of a league and the live delay of
 * a sport. Only what changed is sent.
 */
export function EntryEditor({
  entry,
  onSaved,
}: {
  entry: CatalogueEntry;
  onSaved: (e: CatalogueEntry) => void;
}) {
  const { t } = useTranslation();
  const [names, setNames] = useState<Partial<Record<LanguageCode, string>>>(entry.names);
  const [sort, setSort] = useState(entry.sort === null ? '' : String(entry.sort));
  const [visible, setVisible] = useState(entry.visible);
  const [top, setTop] = useState(entry.top);
  const [delay, setDelay] = useState(entry.liveDelayMs === null ? '' : String(entry.liveDelayMs / 1000));
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const idBase = `entry-${entry.kind}-${entry.id}`;

  function changes(): CatalogueUpdateRequest | string {
    const body: CatalogueUpdateRequest = {};
    const nameChanges: Partial<Record<LanguageCode, string>> = {};
    for (const { code } of LANGUAGES) {
      const now = (names[code] ?? '').trim();
      if (now !== (entry.names[code] ?? '')) nameChanges[code] = now;
    }
    if (Object.keys(nameChanges).length) body.names = nameChanges;
    const sortValue = sort.trim() === '' ? null : Number(sort);
    if (sortValue !== null && !(Number.isInteger(sortValue) && sortValue >= 0 && sortValue <= 1_000_000))
      return t('sportsData.badSort');
    if (sortValue !== entry.sort) body.sort = sortValue;
    if (visible !== entry.visible) body.visible = visible;
    if (entry.kind === 'league' && top !== entry.top) body.top = top;
    if (entry.kind === 'sport') {
      const seconds = delay.trim() === '' ? null : Number(delay);
      if (seconds !== null && !(seconds >= 0 && seconds <= 60)) return t('sportsData.badDelay');
      const ms = seconds === null ? null : Math.round(seconds * 1000);
      if (ms !== entry.liveDelayMs) body.liveDelayMs = ms;
    }
    return body;
  }

  async function save(e: FormEvent) {
    e.preventDefault();
    const body = changes();
    if (typeof body === 'string') {
      setMessage({ ok: false, text: body });
      return;
    }
    if (Object.keys(body).length === 0) {
      setMessage({ ok: true, text: t('sportsData.unchanged') });
      return;
    }
    setBusy(true);
    try {
      const next = await panelClient.sportsAdmin.updateEntry({ kind: entry.kind, id: entry.id }, body);
      onSaved(next);
      setMessage({ ok: true, text: t('sportsData.saved') });
    } catch (err) {
      setMessage({
        ok: false,
        text: t('sportsData.failed', { message: err instanceof ApiError ? err.serverMessage : String(err) }),
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className="panel-card panel-form sports-entry"
      onSubmit={save}
      noValidate
      data-testid="entry-editor"
    >
      <h2>
        {t(`sportsData.kind.${entry.kind}`)} · {entry.feedName} <small>#{entry.id}</small>
      </h2>
      <fieldset className="sports-names">
        <legend>{t('sportsData.names')}</legend>
        {LANGUAGES.map((l) => (
          <label key={l.code} htmlFor={`${idBase}-${l.code}`}>
            {l.name}
            <input
              id={`${idBase}-${l.code}`}
              value={names[l.code] ?? ''}
              placeholder={entry.feedName}
              onChange={(e) => setNames((n) => ({ ...n, [l.code]: e.target.value }))}
              lang={htmlLang(l.code)}
              dir={l.dir}
              maxLength={100}
              data-testid={`entry-name-${l.code}`}
            />
          </label>
        ))}
      </fieldset>
      <div className="sports-settings">
        <label>
          {t('sportsData.sort')}
          <input
            type="number"
            inputMode="numeric"
            min={0}
            max={1_000_000}
            value={sort}
            placeholder={t('sportsData.feedOrder')}
            onChange={(e) => setSort(e.target.value)}
            data-testid="entry-sort"
          />
        </label>
        {entry.kind === 'sport' && (
          <label>
            {t('sportsData.liveDelay')}
            <input
              type="number"
              inputMode="decimal"
              min={0}
              max={60}
              step={0.5}
              value={delay}
              placeholder={t('sportsData.siteDelay')}
              onChange={(e) => setDelay(e.target.value)}
              data-testid="entry-delay"
            />
          </label>
        )}
        <label className="sports-check">
          <input
            type="checkbox"
            checked={visible}
            onChange={(e) => setVisible(e.target.checked)}
            data-testid="entry-visible"
          />
          {t('sportsData.visible')}
        </label>
        {entry.kind === 'league' && (
          <label className="sports-check">
            <input
              type="checkbox"
              checked={top}
              onChange={(e) => setTop(e.target.checked)}
              data-testid="entry-top"
            />
            {t('sportsData.topLeague')}
          </label>
        )}
      </div>
      <div className="sports-actions">
        <button
          type="submit"
          className="panel-btn panel-btn-primary"
          disabled={busy}
          data-testid="entry-save"
        >
          {t('sportsData.save')}
        </button>
        <PanelMessage message={message} testId="entry-message" />
      </div>
    </form>
  );
}
