import { useCallback, useEffect, useRef, useState } from 'react';
import type { Match } from '@bet/shared';
import { api } from '../../api/client.ts';
import type { MatchListResult } from '../../ui/api-types.ts';

/** "live list 50 with lazy load near the bottom". */
export const LIVE_PAGE = 50;

interface Filter {
  sportId: number | undefined;
  categoryId: number | undefined;
  order: 'time' | 'league';
}

/** The live list, 50 at a time, loading the next 50 near the bottom and refreshing every `refreshMs`. */
export function useLiveList(enabled: boolean, filter: Filter, refreshMs: number) {
  const [matches, setMatches] = useState<Match[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const busy = useRef(false);
  const key = JSON.stringify(filter);

  const fetchPage = useCallback(
    async (offset: number, limit: number) => {
      const f = JSON.parse(key) as Filter;
      return api.get<MatchListResult>('/live', {
        sportId: f.sportId,
        categoryId: f.categoryId,
        order: f.order,
        offset,
        limit,
      });
    },
    [key],
  );

  useEffect(() => {
    if (!enabled) return;
    let live = true;
    const load = async () => {
      setLoading(true);
      try {
        const page = await fetchPage(0, LIVE_PAGE);
        if (!live) return;
        setMatches(page.results);
        setTotal(page.totalCount ?? page.results.length);
      } catch {
        // A failed list call just ends the loading state (spec section 7).
      } finally {
        if (live) setLoading(false);
      }
    };
    void load();
    const timer = setInterval(() => void load(), refreshMs);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [enabled, fetchPage, refreshMs]);

  const loadMore = useCallback(() => {
    if (busy.current || matches.length >= total) return;
    busy.current = true;
    void fetchPage(matches.length, LIVE_PAGE)
      .then((page) =>
        setMatches((prev) => {
          const seen = new Set(prev.map((m) => m.id));
          return [...prev, ...page.results.filter((m) => !seen.has(m.id))];
        }),
      )
      .catch(() => undefined)
      .finally(() => {
        busy.current = false;
      });
  }, [fetchPage, matches.length, total]);

  return { matches, total, loading, loadMore };
}
