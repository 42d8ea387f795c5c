import { useTranslation } from 'react-i18next';
import { canToggleBanker, isLocked, type SlipPick } from '@bet/shared';
import { useSlip } from '../../state/slip-store.ts';
import { useOddText } from '../../state/odds-format-store.ts';
import { MatchClock } from '../../ui/MatchClock.tsx';
import { useSpecialLabel } from '../../ui/use-special-label.ts';

/** The picks grouped by match, each with its lock, banker toggle (system coupons) and x. */
export function SlipPicks({ picks, system }: { picks: readonly SlipPick[]; system: boolean }) {
  const { t } = useTranslation();
  const lineOf = useSpecialLabel();
  const slip = useSlip((s) => s.slip);
  const remove = useSlip((s) => s.remove);
  const toggleBanker = useSlip((s) => s.toggleBanker);
  const oddText = useOddText();
  const groups = new Map<number, SlipPick[]>();
  for (const p of picks) groups.set(p.matchId, [...(groups.get(p.matchId) ?? []), p]);
  return (
    <ul className="slip-picks">
      {[...groups.values()].map((group) => {
        const m = group[0]!.match;
        return (
          <li key={group[0]!.matchId} className="slip-match" data-testid="slip-match">
            <div className="slip-match-head">
              <span className="slip-teams">
                {m.home} - {m.away}
              </span>
              <MatchClock
                match={{
                  status: m.status,
                  ttype: m.ttype,
                  sportId: m.sportId,
                  matchDate: m.matchDate,
                  time: null,
                }}
              />
            </div>
            {group.map((p) => {
              const locked = isLocked(p);
              return (
                <div
                  key={p.outcomeId}
                  className={`slip-pick${locked ? ' locked' : ''}`}
                  data-testid="slip-pick"
                  data-locked={locked}
                >
                  {system && (
                    <button
                      type="button"
                      className={`banker${p.banker ? ' on' : ''}`}
                      aria-pressed={p.banker}
                      aria-label={t('slip.banker')}
                      disabled={!canToggleBanker(slip, p)}
                      onClick={() => toggleBanker(p)}
                      data-testid="banker"
                    >
                      {t('slip.bankerShort')}
                    </button>
                  )}
                  <span className="slip-market">
                    {p.market.name}
                    {lineOf(p.market.typeId, p.market.special) &&
                      ` ${lineOf(p.market.typeId, p.market.special)}`}
                    : <b>{p.outcome.name}</b>
                  </span>
                  <span className="slip-odd">
                    {locked ? <span aria-label={t('slip.locked')}>🔒</span> : oddText(p.odd)}
                  </span>
                  <button
                    type="button"
                    className="remove"
                    aria-label={t('slip.remove')}
                    onClick={() => remove(p)}
                    data-testid="remove-pick"
                  >
                    ×
                  </button>
                </div>
              );
            })}
          </li>
        );
      })}
    </ul>
  );
}
