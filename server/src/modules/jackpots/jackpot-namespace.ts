import { JACKPOT_RULES, sockets, type JackpotWinner } from '@bet/shared';
import type { AppContext } from '../../context.ts';
import { contractNamespace } from '../realtime/index.ts';
import { jackpotData, lastDrawId, winsSince } from './jackpot.service.ts';

/** The tiles show the pools of the site's currency (TL, the spec's default). */
export const SITE_CURRENCY = 'TRY';
/** How often the pools are read for the tiles: the socket pushes at most once a tick. */
export const JACKPOT_TICK_MS = 1000;

/**
 * Namespace `/jackpot` (public): `data` on connecting and whenever a pool moved, `winnercasino`
 * and `winnerlivecasino` when one is won. Each instance reads the pools and draws from the
 * database each tick and tells its own sockets (`local`), so every instance shows every stake's
 * effect, wherever the stake was taken, and nothing is relayed twice through the adapter.
 */
export function mountJackpotNamespace(ctx: AppContext): void {
  const ns = contractNamespace(ctx.io, sockets.jackpot);
  const db = ctx.database.db;
  let lastData = '';
  let lastDraw: number | null = null;
  let busy = false;

  ns.on('connection', (socket) => {
    jackpotData(db, SITE_CURRENCY).then(
      (data) => socket.emit('data', data),
      (err: unknown) => ctx.logger.warn({ err }, 'jackpot data for a new socket failed'),
    );
  });

  const tick = async () => {
    if (lastDraw === null) lastDraw = await lastDrawId(db);
    if (ns.sockets.size === 0) return;
    const data = await jackpotData(db, SITE_CURRENCY);
    const text = JSON.stringify(data);
    if (text !== lastData) {
      lastData = text;
      ns.local.emit('data', data);
    }
    for (const win of await winsSince(db, lastDraw)) {
      lastDraw = win.id;
      const { id: _id, ...winner } = win;
      // the spec's winner events are the casino's; a sports pool's win shows as its tile's drop
      const group = JACKPOT_RULES[winner.tier].group;
      if (group === 'sports') continue;
      ns.local.emit(
        group === 'livecasino' ? 'winnerlivecasino' : 'winnercasino',
        winner satisfies JackpotWinner,
      );
    }
  };
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    tick()
      .catch((err: unknown) => ctx.logger.warn({ err }, 'jackpot tick failed'))
      .finally(() => (busy = false));
  }, JACKPOT_TICK_MS);
  timer.unref();
  ctx.onClose(() => clearInterval(timer));
}
