import { isStale } from '@bet/shared';
import type { AppContext } from '../../context.ts';
import { recordAudit } from '../../infra/audit.ts';
import type { FeedMessage, MatchResult } from '../feed/index.ts';
import { CatalogueOverlay } from './catalogue-overlay.ts';
import { persistChanges } from './sports-store.ts';
import { SportsView, type ViewChanges, type ViewMatch } from './sports-view.ts';

export type ResultListener = (match: ViewMatch, result: MatchResult) => Promise<void> | void;
export type ChangeListener = (changes: ViewChanges) => void;

const HOUSEKEEPING_MS = 60_000;

/**
 * The sports side of one server: the in-memory view, kept in step with the database, fed by the
 * feed, watched by the realtime push, and telling settlement when results arrive.
 */
export class SportsService {
  readonly view = new SportsView();
  /** the operator's names, order, visibility and live settings over the feed's catalogue */
  readonly catalogue = new CatalogueOverlay();
  private readonly resultListeners: ResultListener[] = [];
  private readonly changeListeners: ChangeListener[] = [];
  private readonly viewListeners: ChangeListener[] = [];
  /** the last batch's memory step, and its storing with its listeners: each batch waits for the one before */
  private viewQueue: Promise<void> = Promise.resolve();
  private storeQueue: Promise<void> = Promise.resolve();
  /** Set when several instances share the site: every batch this instance applies is published. */
  publish: ((batch: FeedMessage[]) => Promise<void>) | null = null;

  constructor(private readonly ctx: Pick<AppContext, 'database' | 'logger'>) {}

  /** Settlement subscribes here; it is called once per result, after the result is stored. */
  onResult(listener: ResultListener): void {
    this.resultListeners.push(listener);
  }

  /** Changes this instance applied and stored (once per site: side effects such as pushes to players). */
  onChanges(listener: ChangeListener): void {
    this.changeListeners.push(listener);
  }

  /**
   * Every change of this instance's in-memory view, applied here or received from another
   * instance: what the clients connected to this instance must be told (the `/live` push).
   */
  onViewChanges(listener: ChangeListener): void {
    this.viewListeners.push(listener);
  }

  private notifyView(changes: ViewChanges): void {
    for (const listener of this.viewListeners) {
      try {
        listener(changes);
      } catch (err) {
        this.ctx.logger.error({ err }, 'view listener failed');
      }
    }
  }

  /**
   * Applies a batch of feed messages: memory, then database, then listeners. Batches reach memory
   * in order and are stored in order, but a batch may reach memory while the one before is still
   * being written (the database lags memory by at most the batches in flight, and a write reads
   * the view as it is then, never older than its own batch).
   */
  apply(messages: readonly FeedMessage[], now = Date.now()): Promise<ViewChanges> {
    const viewed = this.viewQueue.then(() => {
      const changes = this.view.apply(messages, now);
      if (changes.refusedResults?.length)
        this.ctx.logger.warn({ matchIds: changes.refusedResults }, 'result refused: match not started');
      return changes;
    });
    this.viewQueue = viewed.then(
      () => undefined,
      () => undefined,
    );
    const run = Promise.all([viewed, this.storeQueue]).then(async ([changes]) => {
      await persistChanges(this.ctx.database, this.view, changes);
      await this.auditIgnored(changes);
      if (this.publish && messages.length) await this.publish([...messages]);
      this.notifyView(changes);
      for (const listener of this.changeListeners) listener(changes);
      for (const { match, result } of changes.results)
        for (const listener of this.resultListeners) {
          try {
            await listener(match, result);
          } catch (err) {
            this.ctx.logger.error({ err, matchId: match.id }, 'result listener failed');
          }
        }
      return changes;
    });
    this.storeQueue = run.then(
      () => undefined,
      () => undefined,
    );
    return run;
  }

  /** Feed results dropped for a match an admin decided: the admin can see where the feed disagreed. */
  private async auditIgnored(changes: ViewChanges): Promise<void> {
    for (const { match, result } of changes.ignoredResults ?? []) {
      this.ctx.logger.warn(
        { matchId: match.id, feed: result.score, kept: match.result?.score },
        'feed result ignored: the result was entered by an admin',
      );
      await recordAudit(this.ctx.database.db, {
        actorId: null,
        action: 'result.feedIgnored',
        targetType: 'match',
        targetId: match.id,
        after: {
          status: result.status,
          score: result.score,
          halftime: result.halftime,
          kept: match.result?.score,
        },
        ip: '',
      });
    }
  }

  /**
   * A batch another instance applied and stored: this instance's memory follows it and its own
   * `/live` clients are told; settlement and player pushes ran where it was stored.
   */
  applyFollower(messages: readonly FeedMessage[], now: number): Promise<void> {
    const run = this.viewQueue.then(() => {
      this.notifyView(this.view.apply(messages, now));
    });
    this.viewQueue = run.catch(() => undefined);
    return run;
  }

  /** "A match with no update for 300 seconds gets bet status stopped" (exempt: breaks). */
  async housekeeping(now = Date.now()): Promise<ViewChanges> {
    const stale: FeedMessage[] = [];
    for (const m of this.view.all()) {
      if (m.ttype !== 'L' || m.betStatus === 'stopped' || m.result) continue;
      if (!isStale(m.updatedAt, now, m.status)) continue;
      stale.push({
        kind: 'state',
        matchId: m.id,
        version: m.version + 1,
        state: { ttype: m.ttype, status: m.status, betStatus: 'stopped', score: m.score, time: m.time },
      });
    }
    return this.apply(stale, now);
  }

  startHousekeeping(): () => void {
    const timer = setInterval(() => {
      this.housekeeping().catch((err: unknown) => this.ctx.logger.warn({ err }, 'housekeeping failed'));
    }, HOUSEKEEPING_MS);
    timer.unref();
    return () => clearInterval(timer);
  }
}

/** The sports service of a server, built once in the composition root and given to the modules that read odds or hear results. */
export function createSportsService(ctx: Pick<AppContext, 'database' | 'logger'>): SportsService {
  return new SportsService(ctx);
}
