import express, { type Request, type Router } from 'express';
import {
  DICE_RTP,
  HOUSE_BASE,
  HOUSE_GAMES,
  ROULETTE_RTP,
  SLOT_RTP,
  providerContract,
  siteCurrencyContext,
  type HouseGame,
} from '@bet/shared';
import type { AppContext } from '../../context.ts';
import type { ApiRouter } from '../../http/api-router.ts';
import { readSettings } from '../settings/index.ts';
import { gamePage, messagePage } from './page.ts';
import { CLIENT_SCRIPT, CLIENT_STYLE } from './client-script.ts';
import {
  RECONCILE_EVERY_MS,
  houseState,
  openHouseSession,
  playRound,
  reconcileHouseRounds,
  WalletUnreachable,
  type HouseDeps,
} from './play.service.ts';
import { houseTexts } from './texts.ts';
import { HOUSE, walletClient } from './wallet-client.ts';

const RTP: Record<HouseGame, number> = { slot: SLOT_RTP, roulette: ROULETTE_RTP, dice: DICE_RTP };

/**
 * The built-in game provider's own site, hosted by this server as another party's would be: its
 * game pages (what a launch opens, in the lobby's frame) and their round calls. It moves money
 * only through the operator's seamless wallet, over HTTP with its signed requests, so an
 * aggregator takes its place by configuration (CASINO_GAME_URL, CASINO_SECRETS).
 */
export function houseRouter(ctx: AppContext, api: ApiRouter): Router {
  const secret = ctx.config.casinoSecrets[HOUSE]!;
  const deps: HouseDeps = {
    db: ctx.database.db,
    logger: ctx.logger,
    wallet: (origin) => walletClient(ctx.config.casinoWalletUrl ?? origin, secret),
  };
  // rounds whose wallet calls lost their answers are finished in the background
  const sweep = setInterval(() => {
    reconcileHouseRounds(deps).catch((err: unknown) =>
      ctx.logger.warn({ err }, 'reconciling house rounds failed'),
    );
  }, RECONCILE_EVERY_MS);
  sweep.unref();
  ctx.onClose(() => clearInterval(sweep));
  const house = api.beside(HOUSE_BASE);
  const routes = providerContract.houseGames;

  house.implement(routes.script, ({ res }) => {
    res.type('text/javascript').set('cache-control', 'no-cache').send(CLIENT_SCRIPT);
    return '';
  });
  house.implement(routes.style, ({ res }) => {
    res.type('text/css').set('cache-control', 'no-cache').send(CLIENT_STYLE);
    return '';
  });

  house.implement(routes.page, async ({ params, query, req, res }) => {
    const { lang, texts, dir } = houseTexts(query.lang);
    const [status, html] = await (async (): Promise<[number, string]> => {
      const game = params.game as HouseGame;
      if (!HOUSE_GAMES.includes(game)) return [404, messagePage(lang, dir, texts.error, texts.error)];
      const token = query.token ?? null;
      if (token === null && query.demo !== '1')
        return [400, messagePage(lang, dir, texts[game], texts.session)];
      const opened = await openHouseSession(deps, ownOrigin(req), game, token).catch((err: unknown) => {
        // no answer from the wallet: the player may try again, as after a refused round
        if (err instanceof WalletUnreachable) return 'unreachable' as const;
        throw err;
      });
      if (opened === 'unreachable') {
        ctx.logger.warn({ game }, 'house game page: the wallet did not answer');
        return [503, messagePage(lang, dir, texts[game], texts.error)];
      }
      if ('refused' in opened) return [403, messagePage(lang, dir, texts[game], texts.session)];
      return [
        200,
        gamePage({
          game,
          key: opened.key,
          lang,
          dir,
          texts,
          rtp: RTP[game],
          currency: opened.currency,
          display: siteCurrencyContext(await readSettings(ctx.database)),
        }),
      ];
    })();
    res.status(status).type('html').send(html);
    return '';
  });

  house.implement(routes.state, ({ params, req }) => houseState(deps, ownOrigin(req), params.key));
  house.implement(routes.play, ({ params, body, req }) => playRound(deps, ownOrigin(req), params.key, body), {
    before: [express.json({ limit: '2kb' })],
  });
  return house.router;
}

/** This server over loopback, on the port the request came in on (never the browser's Host header). */
function ownOrigin(req: Request): string {
  return `http://127.0.0.1:${req.socket.localPort}`;
}
