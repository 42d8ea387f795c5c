import express, { type RequestHandler } from 'express';
import { CASINO_SIGNATURE_HEADER, CASINO_WALLET_PATH, contract, providerContract } from '@bet/shared';
import type { Module } from '../../context.ts';
import { requestLanguage } from '../../http/language.ts';
import { optionalUser } from '../auth/index.ts';
import type { UserPush } from '../realtime/index.ts';
import { launchGame, type GameFinder } from './launch.service.ts';
import { handleWalletCall, verifyWalletCall, type WalletDeps } from './wallet.service.ts';

export interface CasinoWalletOptions {
  /** the catalogue's game lookup */
  findGame: GameFinder;
  push: UserPush;
}

/**
 * Casino play: the launch of a game (a game session) on the player's API, and the seamless
 * wallet the game providers call, beside the API: its requests are signed over the raw body, so
 * it reads the body itself, and it answers providers, not the site's pages (no CSRF header).
 */
export const createCasinoWalletModule = (options: CasinoWalletOptions): Module => ({
  name: 'casino-wallet',
  mount(api, ctx) {
    const deps = {
      db: ctx.database.db,
      findGame: options.findGame,
      secrets: ctx.config.casinoSecrets,
      gameUrl: ctx.config.casinoGameUrl,
    };
    api.implement(contract.casinoPlay.launch, async ({ params, body, req }) =>
      launchGame(deps, await optionalUser(req), params.gameId, body.demo === true, requestLanguage(req)),
    );
  },
  mountSite(app, ctx, api) {
    const deps: WalletDeps = {
      database: ctx.database,
      logger: ctx.logger,
      secrets: ctx.config.casinoSecrets,
      pushBalance: (userId) =>
        void options.push
          .balance(userId)
          .catch((err: unknown) =>
            ctx.logger.warn({ err, userId }, 'balance push after a casino call failed'),
          ),
    };
    // The signature is over the raw bytes, so it is checked before the contract's schema reads them.
    const signed = (action: string): RequestHandler[] => [
      express.raw({ type: () => true, limit: '20kb' }),
      (req, _res, next) => {
        const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        const provider = String(req.params['provider']);
        req.body = verifyWalletCall(deps, provider, action, raw, req.get(CASINO_SIGNATURE_HEADER));
        next();
      },
    ];
    const wallet = api.beside(CASINO_WALLET_PATH);
    const calls = providerContract.casinoWallet;
    wallet.implement(
      calls.authenticate,
      ({ params, body }) => handleWalletCall(deps, params.provider, 'authenticate', body),
      { before: signed('authenticate') },
    );
    wallet.implement(
      calls.balance,
      ({ params, body }) => handleWalletCall(deps, params.provider, 'balance', body),
      { before: signed('balance') },
    );
    wallet.implement(calls.bet, ({ params, body }) => handleWalletCall(deps, params.provider, 'bet', body), {
      before: signed('bet'),
    });
    wallet.implement(calls.win, ({ params, body }) => handleWalletCall(deps, params.provider, 'win', body), {
      before: signed('win'),
    });
    wallet.implement(
      calls.rollback,
      ({ params, body }) => handleWalletCall(deps, params.provider, 'rollback', body),
      { before: signed('rollback') },
    );
    wallet.implement(
      calls.endRound,
      ({ params, body }) => handleWalletCall(deps, params.provider, 'endRound', body),
      { before: signed('endRound') },
    );
    app.use(CASINO_WALLET_PATH, wallet.router);
  },
});
