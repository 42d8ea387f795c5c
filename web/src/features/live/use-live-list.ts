import { useCallback, useEffect, useRef, useState } from 'react';
import type { Match } from '@bet/shared';
import { ApiError, client } from '../../api/client.ts';
import { useConnection } from '../../api/connection.ts';

/** "live list 50 with lazy load near the bottom". */
export const LIVE_PAGE = 50;
/** The most `/live` gives in one call. */
const LIVE_MAX = 500;

interface Filter {
  sportId: number | undefined;
  categoryId: number | undefined;
  order: 'time' | 'league';
}

/** The last list of each filter: a visit without a connection shows it instead of nothing. */
const lastLists = new Map<string, { matches: Match[]; total: number }>();

/**
 * The live list, 50 at a time, loading the next 50 near the bottom. Every `refreshMs`, and when
 * `reloadKey` changes or the connection comes back, it loads again as many as are shown. A new
 * filter starts from that filter's last list. `unreachable`: the last load got no answer.
 */
export function useLiveList(enabled: boolean, filter: Filter, refreshMs: number, reloadKey = '') {
  const key = JSON.stringify(filter);
  const [matches, setMatches] = useState<Match[]>(() => lastLists.get(key)?.matches ?? []);
  const [total, setTotal] = useState(() => lastLists.get(key)?.total ?? 0);
  const [loading, setLoading] = useState(false);
  const [unreachable, setUnreachable] = useState(false);
  const epoch = useConnection((s) => s.epoch);
  // Until the first answer for a filter, the list is loading (not empty).
  const [answered, setAnswered] = useState<string | null>(null);
  // The list's current key and size, read by the timers and by pages that answer late.
  const current = useRef({ key, size: lastLists.get(key)?.matches.length ?? 0, busy: false });

  const fetchPage = useCallback(
    (offset: number, limit: number) => {
      const f = JSON.parse(key) as Filter;
      return client.sports.live({
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
    if (current.current.key !== key) {
      const last = lastLists.get(key);
      current.current = { key, size: last?.matches.length ?? 0, busy: false };
      setMatches(last?.matches ?? []);
      setTotal(last?.total ?? 0);
    }
    const load = async () => {
      setLoading(true);
      try {
        const size = Math.min(LIVE_MAX, Math.max(LIVE_PAGE, current.current.size));
        const page = await fetchPage(0, size);
        if (!live) return;
        current.current.size = page.results.length;
        const total = page.totalCount ?? page.results.length;
        lastLists.set(key, { matches: page.results, total });
        setMatches(page.results);
        setTotal(total);
        setUnreachable(false);
      } catch (e) {
        // A failed list call just ends the loading state (spec section 7), keeping what is shown.
        if (live) setUnreachable(e instanceof ApiError && e.status === 0);
      } finally {
        if (live) {
          setLoading(false);
          setAnswered(key);
        }
      }
    };
    void load();
    const timer = setInterval(() => void load(), refreshMs);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [enabled, key, fetchPage, refreshMs, reloadKey, epoch]);

  const loadMore = useCallback(() => {
    const c = current.current;
    if (c.busy || loading || matches.length >= total) return;
    c.busy = true;
    const forKey = c.key;
    void fetchPage(matches.length, LIVE_PAGE)
      .then((page) => {
        if (current.current.key !== forKey) return;
        setMatches((prev) => {
          const seen = new Set(prev.map((m) => m.id));
          const next = [...prev, ...page.results.filter((m) => !seen.has(m.id))];
          current.current.size = next.length;
          lastLists.set(forKey, { matches: next, total: page.totalCount ?? total });
          return next;
        });
        setTotal(page.totalCount ?? total);
      })
      .catch(() => undefined)
      .finally(() => {
        if (current.current.key === forKey) current.current.busy = false;
      });
  }, [fetchPage, matches.length, total, loading]);

  return {
    matches,
    total,
    loading: loading || (enabled && answered !== key),
    unreachable,
    loadMore,
    hasMore: matches.length < total,
  };
}
