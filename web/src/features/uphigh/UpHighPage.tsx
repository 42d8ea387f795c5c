import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { listablePreMatch } from '@bet/shared';
import { MatchList } from '../../ui/MatchList.tsx';
import { matchDetailPath } from '../../ui/links.ts';
import type { RowMarketKind } from '../../ui/row-market.ts';
import { useApi } from '../../ui/use-api.ts';
import { client } from '../../api/client.ts';
import { chipRange, type TimeChip } from '../sports/time-chips.ts';
import '../../ui/match-row.css';
import { OfflineEmpty, Skeleton } from '../../ui/Skeleton.tsx';

/** "highlights 10". */
const HIGHLIGHTS = 10;

/** Highlights (act=1: All, 6 Hour, Today) and upcoming (act=2: 6 Hour only), with the 1X2 / +/- toggle. */
export default function UpHighPage() {
  const { t } = useTranslation();
  const { lang = 'tr' } = useParams();
  const [params, setParams] = useSearchParams();
  const upcoming = params.get('act') === '2';
  const chips: TimeChip[] = upcoming ? ['6h'] : ['all', '6h', 'today'];
  const chip = chips.find((c) => c === params.get('time')) ?? chips[0]!;
  const kind: RowMarketKind = params.get('odds') === 'ou' ? 'ou' : 'main';
  const range = useMemo(() => chipRange(chip, Date.now()), [chip]);
  const { data, loading, unreachable } = useApi(client.sports.matches, {
    ...range,
    ...(upcoming ? { limit: 150 } : { highlights: '1', limit: HIGHLIGHTS }),
  });
  const set = (k: string, v: string) => {
    const p = new URLSearchParams(params);
    p.set(k, v);
    setParams(p, { replace: true });
  };
  const now = Date.now();
  return (
    <section data-testid="uphigh">
      <nav className="chips">
        <button
          type="button"
          className="chip"
          aria-pressed={!upcoming}
          onClick={() => setParams({ act: '1' })}
        >
          {t('uphigh.highlights')}
        </button>
        <button
          type="button"
          className="chip"
          aria-pressed={upcoming}
          onClick={() => setParams({ act: '2' })}
        >
          {t('uphigh.upcoming')}
        </button>
      </nav>
      <nav className="chips">
        {chips.map((c) => (
          <button
            key={c}
            type="button"
            className="chip"
            aria-pressed={c === chip}
            onClick={() => set('time', c)}
          >
            {t(`sports.chip.${c}`)}
          </button>
        ))}
        <button
          type="button"
          className="chip"
          aria-pressed={kind === 'main'}
          onClick={() => set('odds', 'main')}
        >
          {t('sports.oneXTwo')}
        </button>
        <button
          type="button"
          className="chip"
          aria-pressed={kind === 'ou'}
          data-testid="toggle-ou"
          onClick={() => set('odds', 'ou')}
        >
          {t('sports.overUnder')}
        </button>
      </nav>
      <MatchList
        matches={(data?.results ?? []).filter((m) => listablePreMatch(m, now))}
        marketKind={kind}
        detailHref={(m) => matchDetailPath(lang, m)}
        empty={
          loading ? (
            <Skeleton />
          ) : unreachable ? (
            <OfflineEmpty />
          ) : (
            <p className="empty">{t('noMatchEnough')}</p>
          )
        }
      />
    </section>
  );
}
