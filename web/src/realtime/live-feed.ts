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
  /** these matches' snapshots are applied; 'all': every snapshot a (re)connection asked for answered */
  caughtUp?(matchIds: readonly number[] | 'all'): void;
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
    void this.request(ask);
  }

  /**
   * A (re)connection: nothing numbered before counts, and every match followed by id, plus (when a
   * sport is followed) every match seen before, is asked for again, so what changed while the
   * connection was away shows at once.
   */
  connected(matchIds: readonly number[], withSeen: boolean): void {
    const seen = withSeen ? this.sequencer.known() : [];
    this.sequencer.reset();
    const connection = ++this.connection;
    const asked = [...new Set([...matchIds, ...seen])].filter((id) => this.sequencer.expect(id));
    void this.request(asked).then((answered) => {
      if (answered && connection === this.connection) this.ports.caughtUp?.('all');
    });
  }

  /** Matches just followed: their snapshot first. */
  follow(matchIds: readonly number[]): void {
    void this.request(matchIds.filter((id) => this.sequencer.expect(id)));
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

  /** Asks for the matches' snapshots; resolves once every part is answered (true) or one was given up. */
  private request(matchIds: readonly number[]): Promise<boolean> {
    const parts: Array<Promise<boolean>> = [];
    for (let i = 0; i < matchIds.length; i += MAX_SNAPSHOT_MATCHES) {
      const part = matchIds.slice(i, i + MAX_SNAPSHOT_MATCHES);
      const connection = this.connection;
      parts.push(
        this.ports.ask(part).then((snapshots) => {
          if (connection !== this.connection) return false;
          if (!snapshots) {
            for (const id of part) this.sequencer.failed(id);
            return false;
          }
          for (const snap of snapshots) this.snapshot(snap);
          return true;
        }),
      );
    }
    return Promise.all(parts).then((answers) => answers.every(Boolean));
  }

  private snapshot(snap: LiveSnapshot): void {
    const { take, apply, ask } = this.sequencer.snapshot(snap.matchId, snap.seq);
    if (take) this.ports.deliver(snap.odds, snap.match ? [snap.match] : []);
    this.deliver(apply);
    // numbered on this connection from here on: what shows of the match is current again
    this.ports.caughtUp?.([snap.matchId]);
    if (ask) void this.request([snap.matchId]);
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
