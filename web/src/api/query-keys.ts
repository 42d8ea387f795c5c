/**
 * The cache key of a client call: its name (`coupons.get`) and its arguments. Every read of the
 * query cache and every write into it (a placement's answer, a push) builds its key here.
 */
export const apiKey = (callName: string, args: readonly unknown[] = []) => [callName, ...args] as const;
