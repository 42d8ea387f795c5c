// Responsible gaming: the player's limits, time-outs and self-exclusions, and their enforcement at
// every money boundary (coupon placement, deposits) and at login.
export { createResponsibleGamingModule } from './rg.routes.ts';
export type { RgDeps } from './rg.service.ts';
export { assertMayDeposit, assertMayStake, keptStakeRules, loginRefusal } from './enforcement.ts';
export type { StakeRules } from './enforcement.ts';
