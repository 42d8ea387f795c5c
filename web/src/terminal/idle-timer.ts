/** "Idle return to Home": how long a shop terminal waits without a touch (90 s unless configured). */
export const DEFAULT_IDLE_MS = 90_000;

/** The idle time from the site setting `terminal_idle_seconds`; a missing or bad value keeps the default. */
export function idleMsFromSetting(value: string | undefined): number {
  const seconds = Number(value);
  return Number.isFinite(seconds) && seconds >= 10 ? seconds * 1000 : DEFAULT_IDLE_MS;
}

/**
 * Calls `onIdle` once `ms` pass without a `touch()`; every touch starts the wait again. After it
 * fired, the next touch arms it again.
 */
export class IdleTimer {
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly ms: number,
    private readonly onIdle: () => void,
  ) {
    this.touch();
  }

  touch(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.onIdle();
    }, this.ms);
  }

  stop(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }
}
