/**
 * Events per second over a sliding window of whole seconds, for a dashboard: counts are kept per
 * second in a ring, so it costs the same however many events come. Time is passed in.
 */
export class RateMeter {
  private readonly counts: number[];
  private readonly seconds: number[];

  constructor(private readonly windowSeconds = 10) {
    // one slot more than the window: the second under way has its own
    this.counts = new Array<number>(windowSeconds + 1).fill(0);
    this.seconds = new Array<number>(windowSeconds + 1).fill(-1);
  }

  add(now: number, n = 1): void {
    const second = Math.floor(now / 1000);
    const slot = second % this.seconds.length;
    if (this.seconds[slot] !== second) {
      this.seconds[slot] = second;
      this.counts[slot] = 0;
    }
    this.counts[slot]! += n;
  }

  /** The mean rate over the last `windowSeconds` whole seconds before `now`'s second. */
  perSecond(now: number): number {
    const current = Math.floor(now / 1000);
    let sum = 0;
    for (let i = 0; i < this.seconds.length; i++) {
      const second = this.seconds[i]!;
      if (second < current && second >= current - this.windowSeconds) sum += this.counts[i]!;
    }
    return sum / this.windowSeconds;
  }
}
