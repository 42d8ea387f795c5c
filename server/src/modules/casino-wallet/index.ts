// Casino play: launching a game (a game session) and the seamless wallet game providers call.
export { createCasinoWalletModule } from './casino-wallet.routes.ts';
export type { CasinoWalletOptions } from './casino-wallet.routes.ts';
export { CASINO_SESSION_MS, HOUSE_PROVIDER } from './launch.service.ts';
export type { CasinoGame, GameFinder } from './launch.service.ts';
export { signWalletBody } from './wallet.service.ts';
