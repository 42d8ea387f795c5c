import {
  RgAdminLimitLower,
  RgExclusionAnswer,
  RgExclusionRequest,
  RgHistory,
  RgLimitSet,
  RgLimitSetAnswer,
  RgLimitSlot,
  RgPlayerList,
  RgPlayersQuery,
  RgRealityCheckSet,
  RgSession,
  RgState,
  RgUserParams,
} from '../api/responsible-gaming.ts';
import { route } from './route.ts';

/** The player's own limits, time-outs and self-exclusion (responsible gaming). */
export const responsibleGaming = {
  state: route({
    method: 'get',
    path: '/responsible-gaming',
    tag: 'account',
    summary: "The player's limits with what each period has used, pending changes, and any running exclusion",
    access: 'user',
    response: RgState,
  }),
  setLimit: route({
    method: 'put',
    path: '/responsible-gaming/limits',
    tag: 'account',
    summary:
      'Sets, lowers, raises or (amount null) removes one limit. A first or lower limit applies at once; ' +
      'a raise or removal waits for the cooling-off, then for the confirmation (`pending`)',
    access: 'user',
    body: RgLimitSet,
    response: RgLimitSetAnswer,
  }),
  confirmLimit: route({
    method: 'post',
    path: '/responsible-gaming/limits/confirm',
    tag: 'account',
    summary:
      'Confirms a pending raise or removal once its cooling-off has passed; 422 rgCoolingOff before, ' +
      'rgChangeLapsed after the confirmation window, rgNoPendingChange when none waits',
    access: 'user',
    body: RgLimitSlot,
    response: RgState,
  }),
  cancelLimitChange: route({
    method: 'post',
    path: '/responsible-gaming/limits/cancel',
    tag: 'account',
    summary: 'Withdraws a pending raise or removal; the limit in force stays',
    access: 'user',
    body: RgLimitSlot,
    response: RgState,
  }),
  session: route({
    method: 'get',
    path: '/responsible-gaming/session',
    tag: 'account',
    summary:
      'The session for the reality check: when it began, what was staked and came back in it, the ' +
      "check's interval in force (the player's own, else the site's), and whether to ask for a deposit limit",
    access: 'user',
    response: RgSession,
  }),
  setRealityCheck: route({
    method: 'put',
    path: '/responsible-gaming/reality-check',
    tag: 'account',
    summary: "Sets the player's own reality check interval in minutes; null goes back to the site's",
    access: 'user',
    body: RgRealityCheckSet,
    response: RgSession,
  }),
  declineDepositLimit: route({
    method: 'post',
    path: '/responsible-gaming/deposit-limit/decline',
    tag: 'account',
    summary:
      'The player answered the deposit limit question without setting one; the site does not ask again',
    access: 'user',
    response: RgSession,
  }),
  exclude: route({
    method: 'post',
    path: '/responsible-gaming/exclusion',
    tag: 'account',
    summary:
      'Starts a time-out or self-exclusion at once: ends every session and socket of the player and ' +
      'refunds waiting pre-match coupons whose matches have not started. It cannot be lifted early; ' +
      '422 rgAlreadyExcluded when a longer one runs',
    access: 'user',
    body: RgExclusionRequest,
    response: RgExclusionAnswer,
  }),
};

/** Dealers and administrators: a player's limits and exclusion, and lowering a limit with a reason. */
export const responsibleGamingAdmin = {
  players: route({
    method: 'get',
    path: '/admin/responsible-gaming',
    tag: 'admin',
    summary:
      "The players of the caller's subtree with their limits in force, waiting changes and running exclusion",
    access: 'manager',
    query: RgPlayersQuery,
    response: RgPlayerList,
  }),
  history: route({
    method: 'get',
    path: '/admin/responsible-gaming/:userId/history',
    tag: 'admin',
    summary:
      "The responsible gaming entries of a player's audit trail, newest first: who changed what, and why",
    access: 'manager',
    params: RgUserParams,
    response: RgHistory,
  }),
  state: route({
    method: 'get',
    path: '/admin/responsible-gaming/:userId',
    tag: 'admin',
    summary: "A player's limits and exclusion; a user outside the caller's subtree is 404 userNotFound",
    access: 'manager',
    params: RgUserParams,
    response: RgState,
  }),
  lowerLimit: route({
    method: 'post',
    path: '/admin/responsible-gaming/:userId/limits',
    tag: 'admin',
    summary:
      "Lowers (or first sets) a player's limit at once, with a reason, audited; never raises one " +
      '(422 rgOnlyLower)',
    access: 'manager',
    params: RgUserParams,
    body: RgAdminLimitLower,
    response: RgState,
  }),
};
