import type { Product } from './protocol.ts';

export type ProducerState = 'up' | 'down' | 'recovering';

export interface ProducerStatus {
  product: Product;
  state: ProducerState;
  /** when it last went down (epoch ms), null while up */
  downSince: number | null;
  /** provider time of the last message of this producer applied: a recovery starts there */
  lastMessageAt: number | null;
  /** local time the last alive arrived */
  lastAliveAt: number | null;
  /** the recovery under way */
  requestId: number | null;
  recoveryRequestedAt: number | null;
}

/** What the feed must do after an event of the producers' health. */
export type HealthAction =
  | { kind: 'hold'; product: Product }
  | { kind: 'recover'; product: Product; after: number | null; requestId: number }
  | { kind: 'reopen'; product: Product };

export interface HealthTimings {
  /** no alive for this long: the producer is down */
  aliveTimeoutMs: number;
  /** a recovery with no snapshot_complete after this long is asked for again */
  recoveryTimeoutMs: number;
}

export const DEFAULT_HEALTH_TIMINGS: HealthTimings = { aliveTimeoutMs: 20_000, recoveryTimeoutMs: 60_000 };

/**
 * The health of each producer, after UOF's rules: every producer starts down and recovers from
 * the last message applied before this start; an alive missing for `aliveTimeoutMs`, or one that
 * says the client is not subscribed, takes it down (its markets held suspended) until a recovery
 * it asks for once alives come again has completed. Time is passed in; nothing here waits.
 */
export class ProducerHealth {
  private readonly producers = new Map<Product, ProducerStatus>();
  private nextRequestId: number;

  constructor(
    products: readonly Product[],
    lastMessages: ReadonlyMap<Product, number>,
    now: number,
    private readonly timings: HealthTimings = DEFAULT_HEALTH_TIMINGS,
  ) {
    // request ids unique across restarts, so a late snapshot_complete of an old run matches nothing
    this.nextRequestId = (now % 1_000_000_000) * 10;
    for (const product of products)
      this.producers.set(product, {
        product,
        state: 'down',
        downSince: now,
        lastMessageAt: lastMessages.get(product) ?? null,
        lastAliveAt: null,
        requestId: null,
        recoveryRequestedAt: null,
      });
  }

  status(): ProducerStatus[] {
    return [...this.producers.values()].map((p) => ({ ...p }));
  }

  isUp(product: Product): boolean {
    return this.producers.get(product)?.state === 'up';
  }

  /** The first actions: hold everything, and recover each producer from where it was left. */
  start(now: number): HealthAction[] {
    const out: HealthAction[] = [];
    for (const p of this.producers.values())
      out.push({ kind: 'hold', product: p.product }, this.recover(p, now));
    return out;
  }

  onMessage(product: Product, timestamp: number): void {
    const p = this.producers.get(product);
    if (p && (p.lastMessageAt === null || timestamp > p.lastMessageAt)) p.lastMessageAt = timestamp;
  }

  onAlive(product: Product, subscribed: boolean, now: number): HealthAction[] {
    const p = this.producers.get(product);
    if (!p) return [];
    p.lastAliveAt = now;
    if (!subscribed) {
      // the provider lost this client's subscription: a recovery brings it back (one at a time)
      if (p.state === 'recovering') return [];
      const out: HealthAction[] = p.state === 'up' ? [this.down(p, now)] : [];
      out.push(this.recover(p, now));
      return out;
    }
    // alives are back after a gap: now a recovery can be asked for
    if (p.state === 'down' && p.requestId === null) return [this.recover(p, now)];
    return [];
  }

  onSnapshotComplete(product: Product, requestId: number, now: number): HealthAction[] {
    const p = this.producers.get(product);
    if (!p || p.state !== 'recovering' || p.requestId !== requestId) return [];
    // the snapshot is a sign of life of its own (it may overtake the first alive); but a producer
    // whose alives stopped during the recovery stays down
    p.lastAliveAt ??= now;
    if (now - p.lastAliveAt > this.timings.aliveTimeoutMs) return [];
    p.state = 'up';
    p.downSince = null;
    p.requestId = null;
    p.recoveryRequestedAt = null;
    return [{ kind: 'reopen', product }];
  }

  /** The broker connection is lost: every producer is down until a recovery after reconnecting. */
  onDisconnected(now: number): HealthAction[] {
    return [...this.producers.values()].map((p) =>
      p.state === 'down' ? { kind: 'hold', product: p.product } : this.down(p, now),
    );
  }

  /** A recovery request that failed to reach the provider: asked again on the next alive. */
  onRecoveryFailed(product: Product, requestId: number): void {
    const p = this.producers.get(product);
    if (!p || p.requestId !== requestId) return;
    p.state = 'down';
    p.requestId = null;
    p.recoveryRequestedAt = null;
  }

  tick(now: number): HealthAction[] {
    const out: HealthAction[] = [];
    for (const p of this.producers.values()) {
      const silentSince = p.lastAliveAt ?? p.downSince ?? now;
      const silent = now - silentSince > this.timings.aliveTimeoutMs;
      if (p.state === 'up' && silent) out.push(this.down(p, now));
      else if (p.state === 'recovering' && silent) {
        p.state = 'down';
        p.requestId = null;
        p.recoveryRequestedAt = null;
      } else if (
        p.state === 'recovering' &&
        p.recoveryRequestedAt !== null &&
        now - p.recoveryRequestedAt > this.timings.recoveryTimeoutMs
      )
        out.push(this.recover(p, now));
    }
    return out;
  }

  private down(p: ProducerStatus, now: number): HealthAction {
    p.state = 'down';
    p.downSince = now;
    p.requestId = null;
    p.recoveryRequestedAt = null;
    return { kind: 'hold', product: p.product };
  }

  private recover(p: ProducerStatus, now: number): HealthAction {
    p.state = 'recovering';
    p.downSince ??= now;
    p.requestId = ++this.nextRequestId;
    p.recoveryRequestedAt = now;
    return { kind: 'recover', product: p.product, after: p.lastMessageAt, requestId: p.requestId };
  }
}
