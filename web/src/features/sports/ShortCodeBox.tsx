import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { findShortCodePick, parseShortCode, sameOutcome, type Match } from '@bet/shared';
import { client } from '../../api/client.ts';
import { useSlip } from '../../state/slip-store.ts';
import { useLiveFollow } from '../../realtime/use-live-follow.ts';
import { MatchRow } from '../../ui/MatchRow.tsx';
import { matchDetailPath } from '../../ui/links.ts';
import { useEntityNames } from '../../ui/use-entity-name.ts';
import { useSpecialLabel } from '../../ui/use-special-label.ts';

type Answer =
  { kind: 'added'; text: string } | { kind: 'error'; text: string } | { kind: 'match'; match: Match };

/**
 * Short-code entry (section 5): the player types a match's code and a pick ('01234 1', '01234 ü
 * 3.5') and the pick goes on the slip; the code alone shows the match's row to pick from. An
 * unknown code says 'code' and searchNotFound.
 */
export function ShortCodeBox({ lang }: { lang: string }) {
  const { t } = useTranslation();
  const names = useEntityNames();
  const lineOf = useSpecialLabel();
  const toggle = useSlip((s) => s.toggle);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<Answer | null>(null);
  // the match found shows its pushed odds and state, as list rows do
  useLiveFollow(undefined, answer?.kind === 'match' ? [answer.match.id] : []);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const entry = parseShortCode(text);
    if (!entry) return setAnswer({ kind: 'error', text: t('shortCode.invalid') });
    setBusy(true);
    try {
      const { match, markets } = await client.sports.shortCode({ code: entry.code });
      const full = { ...match, markets };
      if (!entry.pick) return setAnswer({ kind: 'match', match: full });
      const found = findShortCodePick(markets, entry);
      if (!found) return setAnswer({ kind: 'error', text: t('shortCode.noPick', { pick: entry.pick }) });
      const picked = useSlip
        .getState()
        .slip.picks.some((p) =>
          sameOutcome(p, { matchId: match.id, marketId: found.market.id, outcomeId: found.outcome.id }),
        );
      // typing a pick that is already on the slip keeps it there
      if (!picked) toggle(full, found.market, found.outcome);
      const onSlip = useSlip
        .getState()
        .slip.picks.some((p) =>
          sameOutcome(p, { matchId: match.id, marketId: found.market.id, outcomeId: found.outcome.id }),
        );
      if (!onSlip) return setAnswer({ kind: 'error', text: t('noSelectSoTips') });
      const line = lineOf(found.market.typeId, found.market.special);
      const pick = `${names.market(found.market.typeId, found.market.name)}${line ? ` ${line}` : ''}: ${names.outcome(found.outcome.name)}`;
      setAnswer({
        kind: 'added',
        text: t('shortCode.added', { match: `${match.homeTeam} - ${match.awayTeam}`, pick }),
      });
      setText('');
    } catch {
      setAnswer({ kind: 'error', text: `${entry.code} ${t('searchNotFound')}` });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="short-code" data-testid="short-code">
      <form onSubmit={(e) => void submit(e)}>
        <label htmlFor="short-code-input">{t('shortCode.label')}</label>
        <input
          id="short-code-input"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t('shortCode.hint')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          dir="ltr"
          data-testid="short-code-input"
        />
        <button type="submit" className="chip" disabled={busy} aria-busy={busy} data-testid="short-code-add">
          {t('shortCode.add')}
        </button>
      </form>
      <p
        role="status"
        className={answer?.kind === 'error' ? 'short-code-error' : 'short-code-note'}
        data-testid="short-code-answer"
      >
        {answer && answer.kind !== 'match' ? answer.text : ''}
      </p>
      {answer?.kind === 'match' && (
        <MatchRow match={answer.match} detailHref={matchDetailPath(lang, answer.match)} showLeague />
      )}
    </div>
  );
}
