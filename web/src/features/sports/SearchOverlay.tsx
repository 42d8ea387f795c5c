import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { Match } from '@bet/shared';
import { useLiveFollow } from '../../realtime/use-live-follow.ts';
import { MatchRow } from '../../ui/MatchRow.tsx';
import { matchDetailPath } from '../../ui/links.ts';
import { useApi, useDebounced } from '../../ui/use-api.ts';
import { client } from '../../api/client.ts';
import { useEntityNames } from '../../ui/use-entity-name.ts';

/** "Keyword search starts at 3 characters", debounced 500 ms; results grouped by sport. */
export const SEARCH_MIN = 3;
export const SEARCH_DEBOUNCE_MS = 500;

export function SearchOverlay({
  source = 'matches',
  onClose,
}: {
  source?: 'matches' | 'live';
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const names = useEntityNames();
  const { lang = 'tr' } = useParams();
  const [text, setText] = useState('');
  const keyWord = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);
  const active = keyWord.length >= SEARCH_MIN;
  const { data, loading } = useApi(
    active ? (source === 'live' ? client.sports.live : client.sports.matches) : null,
    {
      keyWord,
      limit: 100,
    },
  );
  const results = active ? (data?.results ?? []) : [];
  // Live results may be of any sport, not only the one the page follows: their rows follow them.
  useLiveFollow(undefined, source === 'live' ? results.map((m) => m.id) : []);
  const bySport = new Map<string, Match[]>();
  for (const m of results) bySport.set(m.sportName, [...(bySport.get(m.sportName) ?? []), m]);
  return (
    <div className="search-overlay" role="dialog" aria-label={t('sports.search')}>
      <div className="toolbar">
        <input
          autoFocus
          type="search"
          value={text}
          placeholder={t('sports.searchHint')}
          aria-label={t('sports.search')}
          onChange={(e) => setText(e.target.value)}
          data-testid="search-input"
        />
        <button type="button" className="chip" onClick={onClose}>
          {t('menu.close')}
        </button>
      </div>
      {active && !loading && results.length === 0 && <p className="empty">{t('searchNotFound')}</p>}
      {[...bySport].map(([sport, matches]) => (
        <section key={sport} data-testid="search-group">
          <h3 className="list-header">{names.sport(matches[0]!.sportId, sport)}</h3>
          {matches.map((m) => (
            <MatchRow key={m.id} match={m} detailHref={matchDetailPath(lang, m)} showLeague />
          ))}
        </section>
      ))}
    </div>
  );
}
