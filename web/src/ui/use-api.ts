import { useCallback, useEffect, useState, type SetStateAction } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiError } from '../api/client.ts';
import { queryClient } from '../api/query-client.ts';

/** A method of the client: a call that names itself. */
type Call<A extends unknown[], T> = ((...args: A) => Promise<T>) & { readonly callName: string };

/** The cache key of a call: its name and arguments. */
export const apiKey = (callName: string, args: readonly unknown[] = []) => [callName, ...args] as const;

/**
 * Reads a GET resource through the query cache, again when the path or query changes (`null`
 * reads nothing); `reload` fetches it again and `setData` writes a pushed change into the cache.
 * While a new key loads, the last data stays on screen. A failed call ends the loading state
 * (spec section 7) and keeps the error for the screen.
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
  return { data: result.data ?? null, error: result.error, loading: result.isFetching, reload, setData };
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
