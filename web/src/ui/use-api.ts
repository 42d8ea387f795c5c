import { useEffect, useState } from 'react';
import { api, ApiError } from '../api/client.ts';

type Query = Record<string, string | number | undefined>;

/**
 * Loads a GET resource, again when the path or query changes; `reload` fetches it again.
 * A failed call just ends the loading state (spec section 7) and keeps the error for the screen.
 */
export function useApi<T>(path: string | null, query?: Query) {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [loading, setLoading] = useState(path !== null);
  const [version, setVersion] = useState(0);
  const key = JSON.stringify(query ?? {});
  useEffect(() => {
    if (!path) return;
    let live = true;
    setLoading(true);
    api
      .get<T>(path, JSON.parse(key) as Query)
      .then((d) => {
        if (!live) return;
        setData(d);
        setError(null);
      })
      .catch((e: unknown) => {
        if (live) setError(e instanceof ApiError ? e : new ApiError(0, 'technicalError', ''));
      })
      .finally(() => {
        if (live) setLoading(false);
      });
    return () => {
      live = false;
    };
  }, [path, key, version]);
  return { data, error, loading, reload: () => setVersion((v) => v + 1), setData };
}

/** A value that settles `ms` after the last change (search boxes). */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return settled;
}
