import { MAX_MATCHES_PER_CLIENT, type SubscriptionRequest } from '@bet/shared';
import type { MatchPayload, OddsPayload, Tick } from './live-batch.ts';

interface Subscription {
  matchIds: Set<number>;
  sportIds: Set<number>;
  /** identical subscriptions share one key, so their payload is built and encoded once */
  key: string;
}

/** What each connection follows, and the share of a tick each group of connections gets. */
export class LiveSubscriptions {
  private readonly subs = new Map<string, Subscription>();

  subscribe(socketId: string, req: SubscriptionRequest): boolean {
    const sub = this.subs.get(socketId) ?? { matchIds: new Set(), sportIds: new Set(), key: '' };
    const ids = req.matchIds ?? [];
    if (ids.filter((id) => !sub.matchIds.has(id)).length + sub.matchIds.size > MAX_MATCHES_PER_CLIENT)
      return false;
    for (const id of ids) sub.matchIds.add(id);
    if (req.sportId !== undefined) sub.sportIds.add(req.sportId);
    this.store(socketId, sub);
    return true;
  }

  /** Without match ids or a sport, everything this connection followed. */
  unsubscribe(socketId: string, req: SubscriptionRequest): void {
    const sub = this.subs.get(socketId);
    if (!sub) return;
    if (req.matchIds === undefined && req.sportId === undefined) {
      this.subs.delete(socketId);
      return;
    }
    for (const id of req.matchIds ?? []) sub.matchIds.delete(id);
    if (req.sportId !== undefined) sub.sportIds.delete(req.sportId);
    if (sub.matchIds.size === 0 && sub.sportIds.size === 0) this.subs.delete(socketId);
    else this.store(socketId, sub);
  }

  drop(socketId: string): void {
    this.subs.delete(socketId);
  }

  get size(): number {
    return this.subs.size;
  }

  /**
   * The deliveries of one tick: for each distinct subscription, the connections that hold it and
   * the `odds` and `match` arrays they get. Nothing for a connection the tick does not concern.
   */
  deliveries(tick: Tick): Array<{ socketIds: string[]; odds: OddsPayload[]; matches: MatchPayload[] }> {
    const groups = new Map<string, { sub: Subscription; socketIds: string[] }>();
    for (const [socketId, sub] of this.subs) {
      const group = groups.get(sub.key);
      if (group) group.socketIds.push(socketId);
      else groups.set(sub.key, { sub, socketIds: [socketId] });
    }
    const out = [];
    for (const { sub, socketIds } of groups.values()) {
      const matchIds = new Set<number>();
      for (const id of [...tick.odds.keys(), ...tick.matches.keys()])
        if (sub.matchIds.has(id) || sub.sportIds.has(tick.sportOf.get(id) ?? -1)) matchIds.add(id);
      if (matchIds.size === 0) continue;
      const odds: OddsPayload[] = [];
      const matches: MatchPayload[] = [];
      for (const id of matchIds) {
        odds.push(...(tick.odds.get(id) ?? []));
        const m = tick.matches.get(id);
        if (m) matches.push(m);
      }
      out.push({ socketIds, odds, matches });
    }
    return out;
  }

  private store(socketId: string, sub: Subscription): void {
    sub.key = `${[...sub.sportIds].sort((a, b) => a - b).join(',')}|${[...sub.matchIds].sort((a, b) => a - b).join(',')}`;
    this.subs.set(socketId, sub);
  }
}
