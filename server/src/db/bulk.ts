/** Rows per bulk statement: well under both databases' limits on bound parameters. */
export const BULK_ROWS = 500;

/** `items` in runs of at most `size`, for writing or reading many rows a statement at a time. */
export function inChunks<T>(items: readonly T[], size = BULK_ROWS): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
