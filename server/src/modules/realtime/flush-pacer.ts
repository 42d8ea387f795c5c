/**
 * When the gathered changes go out: a change after a quiet tick at the end of the current turn of
 * the event loop (a feed batch still goes as one message), changes within a tick of the last send
 * when that tick ends. Waiting a whole tick from the first change delayed every change by up to a
 * tick even when nothing else was being sent.
 */
export class FlushPacer {
  private last = -Infinity;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private immediate: ReturnType<typeof setImmediate> | undefined;

  constructor(
    private readonly tickMs: number,
    private readonly send: () => void,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Something waits to be sent: sends it as soon as the tick allows (once, however often asked). */
  request(): void {
    if (this.timer !== undefined || this.immediate !== undefined) return;
    const wait = this.last + this.tickMs - this.now();
    if (wait > 0) this.timer = setTimeout(this.run, wait);
    else this.immediate = setImmediate(this.run);
  }

  stop(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    if (this.immediate !== undefined) clearImmediate(this.immediate);
    this.timer = this.immediate = undefined;
  }

  private readonly run = () => {
    this.timer = this.immediate = undefined;
    this.last = this.now();
    this.send();
  };
}
