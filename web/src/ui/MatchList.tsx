import { useEffect, useMemo, type ReactNode } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { Match } from '@bet/shared';
import { MatchRow } from './MatchRow.tsx';
import type { RowMarketKind } from './row-market.ts';

type Item = { kind: 'header'; key: string; title: string } | { kind: 'match'; key: string; match: Match };

interface Props {
  matches: readonly Match[];
  detailHref: (m: Match) => string;
  /** groups rows under league headers (the league ordering); otherwise one flat list by time */
  groupByLeague?: boolean;
  marketKind?: RowMarketKind;
  showFavorite?: boolean;
  /** called when the list is scrolled near its end (lazy loading) */
  onNearEnd?: () => void;
  /** a match to scroll to once it is in the list */
  scrollToMatch?: number;
  empty?: ReactNode;
}

/**
 * A long match list that only renders the rows on screen (plus a few), so hundreds of live matches
 * with changing odds stay smooth on a phone. Rows are measured, since not every row is one height.
 */
export function MatchList({
  matches,
  detailHref,
  groupByLeague,
  marketKind,
  showFavorite,
  onNearEnd,
  scrollToMatch,
  empty,
}: Props) {
  const items = useMemo<Item[]>(() => {
    if (!groupByLeague) return matches.map((m) => ({ kind: 'match', key: `m${m.id}`, match: m }));
    const out: Item[] = [];
    let last = '';
    for (const m of matches) {
      const group = `${m.sportId}:${m.tournamentId}`;
      if (group !== last) {
        out.push({
          kind: 'header',
          key: `h${group}:${out.length}`,
          title: `${m.categoryName} · ${m.tournamentName}`,
        });
        last = group;
      }
      out.push({ kind: 'match', key: `m${m.id}`, match: m });
    }
    return out;
  }, [matches, groupByLeague]);

  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: (i) => (items[i]?.kind === 'header' ? 30 : 132),
    overscan: 6,
    getItemKey: (i) => items[i]?.key ?? i,
  });
  const virtualItems = virtualizer.getVirtualItems();
  const lastIndex = virtualItems[virtualItems.length - 1]?.index ?? -1;

  useEffect(() => {
    if (onNearEnd && items.length > 0 && lastIndex >= items.length - 3) onNearEnd();
  }, [lastIndex, items.length, onNearEnd]);

  useEffect(() => {
    if (scrollToMatch === undefined) return;
    const index = items.findIndex((it) => it.kind === 'match' && it.match.id === scrollToMatch);
    if (index >= 0) virtualizer.scrollToIndex(index, { align: 'start' });
    // Only once the match shows up: later list changes must not pull the page back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [scrollToMatch, items.length > 0]);

  if (items.length === 0) return <>{empty}</>;
  return (
    <div
      className="match-list"
      style={{ height: virtualizer.getTotalSize(), position: 'relative' }}
      data-testid="match-list"
    >
      {virtualItems.map((v) => {
        const item = items[v.index]!;
        return (
          <div
            key={v.key}
            data-index={v.index}
            ref={virtualizer.measureElement}
            style={{
              position: 'absolute',
              top: 0,
              left: 0,
              width: '100%',
              transform: `translateY(${v.start - virtualizer.options.scrollMargin}px)`,
            }}
          >
            {item.kind === 'header' ? (
              <div className="list-header">{item.title}</div>
            ) : (
              <MatchRow
                match={item.match}
                detailHref={detailHref(item.match)}
                marketKind={marketKind}
                showFavorite={showFavorite}
                showLeague={!groupByLeague}
              />
            )}
          </div>
        );
      })}
    </div>
  );
}
