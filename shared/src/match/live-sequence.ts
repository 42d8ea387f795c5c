/**
 * The order of a match's live changes (API.md "Realtime"). The server numbers every change it sends
 * for a match, one more each time; a snapshot carries the number of the last change it includes.
 * A client keeps, per match, the number it has applied, and this rule says what a change means to it.
 */
export type SequenceStep = 'apply' | 'drop' | 'snapshot';

/**
 * `applied`: the last number applied for the match (undefined: nothing known yet). The next number
 * is applied; an older or repeated one is dropped (what it said is already known); a jump means
 * changes were missed, and so does a match not known yet: the client needs a snapshot of it.
 */
export function sequenceStep(applied: number | undefined, seq: number): SequenceStep {
  if (applied === undefined) return 'snapshot';
  if (seq <= applied) return 'drop';
  return seq === applied + 1 ? 'apply' : 'snapshot';
}

/** Changes held for a match while its snapshot is on its way; more than this and the oldest go. */
const MAX_HELD = 1000;

interface MatchSequence<T> {
  applied: number | undefined;
  /** non-null while a snapshot has been asked for: the changes that came meanwhile */
  held: T[] | null;
}

/**
 * The client's side of the rule for every match it follows: pushed changes go through `receive`,
 * which answers what to apply now and which matches need a snapshot; a snapshot goes through
 * `snapshot`, which answers the held changes newer than it, in order. No I/O: the caller asks for
 * the snapshots and applies what it is told.
 */
export class LiveSequencer<T extends { seq: number }> {
  private readonly matches = new Map<number, MatchSequence<T>>();

  constructor(private readonly matchOf: (change: T) => number) {}

  /** Pushed changes, in the order they came: those to apply now, and the matches to snapshot. */
  receive(changes: readonly T[]): { apply: T[]; ask: number[] } {
    const apply: T[] = [];
    const ask: number[] = [];
    for (const change of changes) {
      const id = this.matchOf(change);
      const m = this.entry(id);
      if (m.held) {
        hold(m.held, change);
        continue;
      }
      const step = sequenceStep(m.applied, change.seq);
      if (step === 'apply') {
        m.applied = change.seq;
        apply.push(change);
      } else if (step === 'snapshot') {
        m.held = [change];
        ask.push(id);
      }
    }
    return { apply, ask };
  }

  /**
   * A match is about to be asked for (on following it, or after a reconnection): changes that come
   * before its snapshot are held. Answers whether an ask is needed (false: one is on its way).
   */
  expect(matchId: number): boolean {
    const m = this.entry(matchId);
    if (m.held) return false;
    m.held = [];
    return true;
  }

  /**
   * The snapshot of a match, as of change `seq`. `take` is false when what is applied is newer
   * (the snapshot is then ignored); otherwise the snapshot is applied first, then `apply`. `ask` is
   * true when the held changes still leave a gap after it: the match must be asked for again.
   */
  snapshot(matchId: number, seq: number): { take: boolean; apply: T[]; ask: boolean } {
    const m = this.entry(matchId);
    const held = (m.held ?? []).sort((a, b) => a.seq - b.seq);
    m.held = null;
    const take = m.applied === undefined || seq > m.applied;
    if (take) m.applied = seq;
    const rest = this.receive(held);
    return { take, apply: rest.apply, ask: rest.ask.length > 0 };
  }

  /** An ask that got no snapshot: the next change of the match asks again. */
  failed(matchId: number): void {
    const m = this.matches.get(matchId);
    if (m) m.held = null;
  }

  /** Matches whose state is known or asked for. */
  known(): number[] {
    return [...this.matches.keys()];
  }

  forget(matchId: number): void {
    this.matches.delete(matchId);
  }

  /** A new connection numbers nothing the old one did: every match is unknown again. */
  reset(): void {
    this.matches.clear();
  }

  private entry(matchId: number): MatchSequence<T> {
    let m = this.matches.get(matchId);
    if (!m) this.matches.set(matchId, (m = { applied: undefined, held: null }));
    return m;
  }
}

function hold<T>(held: T[], change: T): void {
  held.push(change);
  if (held.length > MAX_HELD) held.shift();
}
