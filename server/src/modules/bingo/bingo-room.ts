import { sockets, type BingoRoomState } from '@bet/shared';
import type { AppContext } from '../../context.ts';
import { contractNamespace } from '../realtime/index.ts';
import type { UserPush } from '../realtime/index.ts';
import { advance, nextDue, readRoom, resumeDraws, type BingoSchedule } from './bingo.service.ts';

/** The longest the room waits between two looks: other instances' changes reach this one's sockets this fast. */
const LOOK_MS = 1000;
/** At most this many steps in one look (a ball, a start, a new draw on sale). */
const STEPS_PER_LOOK = 5;

/**
 * The bingo room of one instance: it moves the draws when they are due (advance: any instance may,
 * they take turns) and tells its own sockets on `/bingo` what changed, read from the database, so
 * every instance shows every draw whichever instance drew its balls.
 */
export async function startBingoRoom(
  ctx: AppContext,
  schedule: BingoSchedule,
  push: UserPush,
): Promise<void> {
  const db = ctx.database.db;
  const ns = contractNamespace(ctx.io, sockets.bingo);
  await resumeDraws(db, schedule);

  // what this instance's sockets were last told
  let told: { key: string; drawId: number | null; balls: number; winners: number } | null = null;
  const keyOf = (r: BingoRoomState) =>
    JSON.stringify([r.current?.id, r.current?.status, r.next?.id, r.next?.startsAt, r.next?.cardsSold]);

  const tell = async () => {
    if (ns.sockets.size === 0) {
      told = null;
      return;
    }
    const room = await readRoom(db, schedule);
    const current = room.current;
    const balls = current?.balls ?? [];
    const winners = current?.winners ?? [];
    // the balls (and their winners) since the last look, the last ball of a draw included
    if (told && current && current.id === told.drawId)
      for (let seq = told.balls + 1; seq <= balls.length; seq++) {
        ns.local.emit('ball', { drawId: current.id, seq, number: balls[seq - 1]!, ts: room.serverTime });
        const won = winners.slice(told.winners).filter((w) => w.ball === seq);
        if (won.length > 0) ns.local.emit('winner', won);
      }
    const key = keyOf(room);
    if (!told || told.key !== key) ns.local.emit('state', room);
    told = { key, drawId: current?.id ?? null, balls: balls.length, winners: winners.length };
  };

  ns.on('connection', (socket) => {
    readRoom(db, schedule).then(
      (room) => socket.emit('state', room),
      (err: unknown) => ctx.logger.warn({ err }, 'bingo room for a new socket failed'),
    );
  });

  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  // the look in progress: a stop waits for it, so it never meets a closed database
  let running: Promise<unknown> = Promise.resolve();
  const look = async () => {
    for (let i = 0; i < STEPS_PER_LOOK; i++) {
      const due = await nextDue(db);
      if (due === null || due > Date.now()) break;
      const step = await advance(ctx.database, schedule);
      for (const userId of step.paidUsers)
        void push
          .balance(userId)
          .catch((err: unknown) => ctx.logger.warn({ err, userId }, 'balance push after a bingo win failed'));
      if (!step.changed) break;
      // told after each step: a draw's last ball and the next draw's start can fall in one look,
      // and once the next draw is the room's current one the last ball could no longer be told
      await tell();
    }
    await tell();
    const due = await nextDue(db);
    return due === null ? LOOK_MS : Math.min(LOOK_MS, Math.max(0, due - Date.now()));
  };
  const loop = () => {
    running = look()
      .catch((err: unknown) => {
        ctx.logger.warn({ err }, 'bingo room step failed');
        return LOOK_MS;
      })
      .then((wait) => {
        if (stopped) return;
        timer = setTimeout(loop, wait);
        timer.unref();
      });
  };
  loop();
  ctx.onClose(async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  });
}
