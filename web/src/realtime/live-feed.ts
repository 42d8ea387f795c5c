import {
  LiveSequencer,
  MAX_SNAPSHOT_MATCHES,
  type LiveMatchEvent,
  type LiveOddsEvent,
  type LiveSnapshot,
} from '@bet/shared';

export type LiveChange = LiveOddsEvent | LiveMatchEvent;

/** What the feed needs of the connection and the stores; a test gives its own. */
export interface LiveFeedPorts {
  /** asks `/live` for snapshots; undefined when no answer came (refused, timed out, disconnected) */
  ask(matchIds: number[]): Promise<LiveSnapshot[] | undefined>;
  /** changes to apply, in order */
  deliver(odds: LiveOddsEvent[], matches: LiveMatchEvent[]): void;
}

const matchOf = (c: LiveChange): number => ('matchId' in c ? c.matchId : c.id);

/**
 * The order of `/live`'s changes on this client, by the shared rule: pushed changes are applied in
 * their numbered order, a match followed anew or whose changes jumped is asked for as a snapshot,
 * the snapshot is applied and then the changes newer than it, and older ones are dropped.
 */
export class LiveFeed {
  private readonly sequencer = new LiveSequencer<LiveChange>(matchOf);
  /** one per connection: an answer asked on an earlier connection is numbered by it, not this one */
  private connection = 0;

  constructor(private readonly ports: LiveFeedPorts) {}

  pushed(changes: readonly LiveChange[]): void {
    const { apply, ask } = this.sequencer.receive(changes);
    this.deliver(apply);
    this.request(ask);
  }

  /**
   * A (re)connection: nothing numbered before counts, and every match followed by id, plus (when a
   * sport is followed) every match seen before, is asked for again, so what changed while the
   * connection was away shows at once.
   */
  connected(matchIds: readonly number[], withSeen: boolean): void {
    const seen = withSeen ? this.sequencer.known() : [];
    this.sequencer.reset();
    this.connection++;
    this.follow([...new Set([...matchIds, ...seen])]);
  }

  /** Matches just followed: their snapshot first. */
  follow(matchIds: readonly number[]): void {
    this.request(matchIds.filter((id) => this.sequencer.expect(id)));
  }

  /** Matches no longer followed: their next change, if followed again, asks anew. */
  forget(matchIds: readonly number[]): void {
    for (const id of matchIds) this.sequencer.forget(id);
  }

  known(): number[] {
    return this.sequencer.known();
  }

  reset(): void {
    this.sequencer.reset();
    this.connection++;
  }

  private request(matchIds: readonly number[]): void {
    for (let i = 0; i < matchIds.length; i += MAX_SNAPSHOT_MATCHES) {
      const part = matchIds.slice(i, i + MAX_SNAPSHOT_MATCHES);
      const connection = this.connection;
      void this.ports.ask(part).then((snapshots) => {
        if (connection !== this.connection) return;
        if (!snapshots) {
          for (const id of part) this.sequencer.failed(id);
          return;
        }
        for (const snap of snapshots) this.snapshot(snap);
      });
    }
  }

  private snapshot(snap: LiveSnapshot): void {
    const { take, apply, ask } = this.sequencer.snapshot(snap.matchId, snap.seq);
    if (take) this.ports.deliver(snap.odds, snap.match ? [snap.match] : []);
    this.deliver(apply);
    if (ask) this.request([snap.matchId]);
  }

  private deliver(changes: readonly LiveChange[]): void {
    if (changes.length === 0) return;
    const odds: LiveOddsEvent[] = [];
    const matches: LiveMatchEvent[] = [];
    for (const c of changes) {
      if ('matchId' in c) odds.push(c);
      else matches.push(c);
    }
    // a match's state goes before its odds, as the server numbers them
    this.ports.deliver(odds, matches);
  }
}
