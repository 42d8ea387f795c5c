/** What decides whether a downloaded update may be installed now. */
export interface UpdateMoment {
  /** the version downloaded and waiting, or null */
  downloaded: string | null;
  /** whether a cashier's shift is open at this terminal; null when the server could not say */
  shiftOpen: boolean | null;
  /** jobs in the durable queue: a bet being placed, a ticket or receipt not yet printed */
  pendingJobs: number;
}

/**
 * An update installs only between shifts: downloaded, no shift open (a restart mid-shift would
 * cut a cashier off mid-sale and the count at close would be taken on another build), and nothing
 * of a sale left in the queue. When the server cannot say whether a shift is open, it waits.
 */
export function mayInstallUpdate(m: UpdateMoment): boolean {
  return m.downloaded !== null && m.shiftOpen === false && m.pendingJobs === 0;
}
