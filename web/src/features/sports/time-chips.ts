/** The time chips of the pre-match browser (spec sections 2 and 9). */
export type TimeChip = 'all' | 'today' | '1h' | '6h' | 'fav' | `day:${string}`;

const HOUR = 3_600_000;
/** matches_day default: "All" looks 30 days ahead. */
export const MATCHES_DAYS = 30;

/** Local midnight of `days` days after the day of `now`. */
function midnight(now: number, days: number): number {
  const d = new Date(now);
  d.setHours(0, 0, 0, 0);
  d.setDate(d.getDate() + days);
  return d.getTime();
}

/** The window a chip covers, as the `from` / `to` of the API (ISO). Favourites look at everything. */
export function chipRange(chip: TimeChip, now: number): { from: string; to: string } {
  const iso = (ms: number) => new Date(ms).toISOString();
  switch (chip) {
    case '1h':
      return { from: iso(now), to: iso(now + HOUR) };
    case '6h':
      return { from: iso(now), to: iso(now + 6 * HOUR) };
    case 'today':
      return { from: iso(now), to: iso(midnight(now, 1)) };
    case 'all':
    case 'fav':
      return { from: iso(now), to: iso(now + MATCHES_DAYS * 24 * HOUR) };
    default: {
      const [y, m, d] = chip.slice(4).split('-').map(Number);
      const start = new Date(y!, m! - 1, d!).getTime();
      return { from: iso(Math.max(start, now)), to: iso(midnight(start, 1)) };
    }
  }
}

/** The day chips after today: the next `count` days as `day:yyyy-mm-dd` (local). */
export function dayChips(now: number, count = 4): Array<{ chip: TimeChip; date: Date }> {
  return Array.from({ length: count }, (_, i) => {
    const date = new Date(midnight(now, i + 1));
    const ymd = `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
    return { chip: `day:${ymd}` as TimeChip, date };
  });
}

export function isTimeChip(s: string | null): s is TimeChip {
  return (
    s === 'all' ||
    s === 'today' ||
    s === '1h' ||
    s === '6h' ||
    s === 'fav' ||
    /^day:\d{4}-\d{2}-\d{2}$/.test(s ?? '')
  );
}
