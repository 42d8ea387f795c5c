import { useCallback, useEffect, useState, type SetStateAction } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiError } from '../api/client.ts';
import { queryClient } from '../api/query-client.ts';
import { apiKey } from '../api/query-keys.ts';

/** A method of the client: a call that names itself. */
type Call<A extends unknown[], T> = ((...args: A) => Promise<T>) & { readonly callName: string };

/**
 * Reads a GET resource through the query cache, again when the path or query changes (`null`
 * reads nothing); `reload` fetches it again and `setData` writes a pushed change into the cache.
 * While a new key loads, the last data stays on screen. A failed call ends the loading state
 * (spec section 7) and keeps the error for the screen. Offline, a read waits for the connection
 * (TanStack pauses it): without data it counts as loading, never as an empty answer, and
 * `unreachable` says the server could not be reached.
 */
export function useApi<A extends unknown[], T>(call: Call<A, T> | null, ...args: A) {
  return usePolledApi(undefined, call, ...args);
}

/** useApi, fetched again every `refetchMs` while shown (undefined: only when asked). */
export function usePolledApi<A extends unknown[], T>(
  refetchMs: number | undefined,
  call: Call<A, T> | null,
  ...args: A
) {
  const key = apiKey(call?.callName ?? '', args);
  const keyText = JSON.stringify(key);
  const result = useQuery<T, ApiError>({
    queryKey: key,
    queryFn: ({ signal }) =>
      call!(...args).catch((e: unknown) => {
        if (signal.aborted) throw e;
        throw e instanceof ApiError ? e : new ApiError(0, 'technicalError', '');
      }),
    enabled: call !== null,
    placeholderData: keepPreviousData,
    refetchInterval: refetchMs ?? false,
  });
  const { refetch } = result;
  // Stable across renders, so effects may list them as dependencies.
  const reload = useCallback(() => void refetch(), [refetch]);
  const setData = useCallback(
    (next: SetStateAction<T | null>) =>
      queryClient.setQueryData<T>(JSON.parse(keyText) as unknown[], (old) =>
        typeof next === 'function'
          ? ((next as (d: T | null) => T | null)(old ?? null) ?? undefined)
          : (next ?? undefined),
      ),
    [keyText],
  );
  const unreachable = result.isPaused || result.error?.status === 0;
  // Offline, a screen opened again asks with a new 'from now' window: the last answer stands in.
  const data = result.data ?? (unreachable ? standIn<T>(key) : undefined);
  return {
    data: data ?? null,
    error: result.error,
    loading: result.isFetching || (result.isPaused && data === undefined),
    /** the data shown is the last key's, kept while the new key's answer is on its way */
    stale: result.isPlaceholderData,
    unreachable,
    reload,
    setData,
  };
}

/** Arguments that only place a read in time ('from now on'); other reads may differ in them. */
const TIME_ARGS = new Set(['from', 'to']);
const withoutTime = (args: readonly unknown[]) =>
  JSON.stringify(
    args.map((a) =>
      a && typeof a === 'object'
        ? Object.fromEntries(Object.entries(a).filter(([k]) => !TIME_ARGS.has(k)))
        : a,
    ),
  );

/** The newest cached answer of the same call with the same arguments apart from time. */
function standIn<T>(key: readonly unknown[]): T | undefined {
  const [name, ...args] = key;
  const want = withoutTime(args);
  let best: T | undefined;
  let at = -1;
  for (const q of queryClient.getQueryCache().findAll({ queryKey: [name] })) {
    if (q.state.data === undefined || q.state.dataUpdatedAt <= at) continue;
    if (withoutTime(q.queryKey.slice(1)) !== want) continue;
    best = q.state.data as T;
    at = q.state.dataUpdatedAt;
  }
  return best;
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
