// Shop terminals' heartbeats and the dealers' list of them.
export { terminalsModule } from './terminals.routes.ts';
export { assertKioskMayBet } from './terminals.service.ts';
