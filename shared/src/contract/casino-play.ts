import { z } from 'zod';
import { route } from './route.ts';

export const CasinoLaunchParams = z.object({
  gameId: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31),
});
export const CasinoLaunchBody = z.object({ demo: z.boolean().optional() });
export const CasinoLaunchAnswer = z.object({
  /** where the game runs: a page of the provider, with the session token when played for money */
  url: z.string(),
  /** true: show it in a frame on the site (the spec's iframe 8); false: go to it */
  embed: z.boolean(),
});
export type CasinoLaunchAnswer = z.infer<typeof CasinoLaunchAnswer>;

/** Opening a casino game (the spec's opencas): a game session the provider plays through the wallet. */
export const casinoPlay = {
  launch: route({
    method: 'post',
    path: '/casino/games/:gameId/launch',
    tag: 'casino',
    summary:
      'Opens a game: for money (logged in) a new game session whose token the provider authenticates ' +
      'with at the seamless wallet, or in demo mode (anyone, where the game has one). 401 loginRequired ' +
      'for a guest asking for money play, 404 gameNotFound, 422 gameUnavailable (inactive game or product ' +
      'off) or noDemo, 403 rgSelfExcluded / rgTimedOut',
    access: 'public',
    params: CasinoLaunchParams,
    body: CasinoLaunchBody,
    response: CasinoLaunchAnswer,
  }),
};
