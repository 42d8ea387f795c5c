/**
 * Lets a code through once while it is read again and again: a scanner in continuous mode, or a
 * beam that sweeps a ticket twice, sends the same code several times in a row. The same code is
 * a new scan only after it has not been seen for `windowMs`.
 */
export class DuplicateFilter {
  private lastCode: string | null = null;
  private lastSeenAt = -Infinity;

  constructor(private readonly windowMs: number) {}

  accept(code: string, now = Date.now()): boolean {
    const repeated = code === this.lastCode && now - this.lastSeenAt < this.windowMs;
    this.lastCode = code;
    this.lastSeenAt = now;
    return !repeated;
  }
}
