import { useTranslation } from 'react-i18next';
import { canToggleBanker, isLocked, type SlipPick } from '@bet/shared';
import { useLive } from '../../state/live-store.ts';
import { useSlip } from '../../state/slip-store.ts';
import { toggleSlipBanker } from '../../state/slip-system.ts';
import { useOddText } from '../../state/odds-format-store.ts';
import { LockIcon } from '../../ui/LockIcon.tsx';
import { MatchClock } from '../../ui/MatchClock.tsx';
import { useEntityNames } from '../../ui/use-entity-name.ts';
import { useSpecialLabel } from '../../ui/use-special-label.ts';

/**
 * A pick's clock as the list shows it: the pushed state of its match when one came, else the
 * minute the pick was last told (the slip follows its matches over the live socket).
 */
function SlipClock({ matchId, match }: { matchId: number; match: SlipPick['match'] }) {
  const live = useLive((s) => s.matches[matchId]);
  const shown = {
    status: live?.status ?? match.status,
    ttype: match.ttype,
    sportId: match.sportId,
    matchDate: match.matchDate,
    time: live ? live.time : (match.time ?? null),
  };
  return <MatchClock match={shown} />;
}

/** The picks grouped by match, each with its lock, banker toggle (system coupons) and x. */
export function SlipPicks({ picks, system }: { picks: readonly SlipPick[]; system: boolean }) {
  const { t } = useTranslation();
  const lineOf = useSpecialLabel();
  const names = useEntityNames();
  const slip = useSlip((s) => s.slip);
  const remove = useSlip((s) => s.remove);
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
              {/* team names keep their own direction: Latin names in Arabic are not cut at their start */}
              <span className="slip-teams" dir="auto">
                {m.home} - {m.away}
              </span>
              <SlipClock matchId={group[0]!.matchId} match={m} />
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
                      onClick={() => toggleSlipBanker(p)}
                      data-testid="banker"
                    >
                      {t('slip.bankerShort')}
                    </button>
                  )}
                  <span className="slip-market">
                    {names.market(p.market.typeId, p.market.name)}
                    {lineOf(p.market.typeId, p.market.special) &&
                      ` ${lineOf(p.market.typeId, p.market.special)}`}
                    : <b>{names.outcome(p.outcome.name)}</b>
                  </span>
                  <span className="slip-odd">{locked ? <LockIcon /> : oddText(p.odd)}</span>
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
