import { create } from 'zustand';
import { NOTIFY, type CasinoLaunchAnswer } from '@bet/shared';
import { ApiError, client } from '../../api/client.ts';
import { useSession } from '../../state/session-store.ts';
import { notifyKey } from '../../state/notify-text.ts';
import type { FavoriteGame as TileGame } from './casino-favorites.ts';

/** What the launch call answers: a URL to embed (an overlay) or to open. */
export type LaunchAnswer = CasinoLaunchAnswer;

/** POST /casino/games/:gameId/launch { demo }: the game's URL and whether to embed it. */
export const launchGame = (gameId: number, demo: boolean): Promise<LaunchAnswer> =>
  client.casinoPlay.launch({ gameId }, demo ? { demo: true } : {});

/** The empty fields of an answer: "Problem with service. Check" names them (spec section 5). */
export function missingFields(answer: LaunchAnswer): string[] {
  return answer.url.trim() === '' ? ['gameurl'] : [];
}

interface LaunchState {
  /** the loading curtain over the page while a game opens */
  curtain: TileGame | null;
  /** the game shown embedded over the page */
  overlay: { game: TileGame; url: string } | null;
  /** a guest's login prompt, with the demo button when the game has one */
  guestPrompt: TileGame | null;
  open: (game: TileGame) => void;
  start: (game: TileGame, demo: boolean) => Promise<void>;
  closeOverlay: () => void;
  closeGuestPrompt: () => void;
}

/**
 * Opening a game (spec section 4 "Game launch"): a logged-in player gets the loading curtain, then
 * the game embedded or opened by its URL; a failure shows the server's message as an error notice.
 * A guest gets the login prompt, which offers the demo where the provider has one.
 */
export const useLaunch = create<LaunchState>()((set, get) => ({
  curtain: null,
  overlay: null,
  guestPrompt: null,
  open: (game) => {
    if (!useSession.getState().user) set({ guestPrompt: game });
    else void get().start(game, false);
  },
  start: async (game, demo) => {
    if (get().curtain) return;
    set({ curtain: game, guestPrompt: null });
    try {
      const answer = await launchGame(game.id, demo);
      const missing = missingFields(answer);
      if (missing.length > 0) {
        notifyKey(NOTIFY.error, 'casino.serviceProblem', { fields: missing.join(', ') });
      } else if (answer.embed) {
        set({ overlay: { game, url: answer.url } });
      } else {
        window.location.assign(answer.url);
      }
    } catch (e) {
      const error = e instanceof ApiError ? e : new ApiError(0, 'technicalError', '');
      if (error.status === 401 || error.code === 'loginRequired') set({ guestPrompt: game });
      else
        notifyKey(
          NOTIFY.error,
          error.code,
          Object.fromEntries(
            Object.entries(error.details).filter(
              (kv): kv is [string, string | number] => typeof kv[1] === 'string' || typeof kv[1] === 'number',
            ),
          ),
          error.serverMessage,
        );
    } finally {
      set({ curtain: null });
    }
  },
  closeOverlay: () => set({ overlay: null }),
  closeGuestPrompt: () => set({ guestPrompt: null }),
}));
