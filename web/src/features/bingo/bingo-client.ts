import { BINGO_CALLS, createClientFor, type BingoContract } from '@bet/shared';
import { webClientOptions, webFetch } from '../../api/client.ts';

/** The bingo area's HTTP client: it comes with the bingo page's chunk, not the player's first route. */
export const bingoClient = createClientFor<BingoContract>(BINGO_CALLS, webFetch, webClientOptions);
