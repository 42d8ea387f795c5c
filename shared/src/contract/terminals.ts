import {
  KioskBetBlockAnswer,
  TerminalBuildApprove,
  TerminalBuildList,
  TerminalBuildParams,
  TerminalHeartbeat,
  TerminalHeartbeatResponse,
  TerminalList,
  TerminalListQuery,
} from '../api/dealer.ts';
import {
  HandTerminalList,
  HandTerminalListQuery,
  HandTerminalParams,
  HandTerminalRow,
} from '../api/shop-cash.ts';
import { z } from 'zod';
import { route } from './route.ts';

/** Shop terminals: their heartbeat, and the list a dealer watches. */
export const terminals = {
  heartbeat: route({
    method: 'post',
    path: '/terminal/heartbeat',
    tag: 'terminal',
    summary:
      'A shop terminal is alive: its software version, printer state and queue depth (shop users only)',
    access: 'user',
    body: TerminalHeartbeat,
    response: TerminalHeartbeatResponse,
  }),
  betBlock: route({
    method: 'get',
    path: '/terminal/bet-block',
    tag: 'terminal',
    summary:
      'Why the calling shop counter may not take bets now, by the rule placement applies, or null; 403 notAShopTerminal',
    access: 'user',
    response: KioskBetBlockAnswer,
  }),
  list: route({
    method: 'get',
    path: '/admin/terminals',
    tag: 'admin',
    summary:
      "Shop terminals of the caller's subtree: online or last seen, printer, queue, version, shop user",
    access: 'manager',
    query: TerminalListQuery,
    response: TerminalList,
  }),
  builds: route({
    method: 'get',
    path: '/admin/terminal-builds',
    tag: 'admin',
    summary: 'The terminal software builds the operator approved: only they may take bets (GLI-20)',
    access: 'admin',
    response: TerminalBuildList,
  }),
  approveBuild: route({
    method: 'post',
    path: '/admin/terminal-builds',
    tag: 'admin',
    summary:
      'Approves a build by the hash its terminals report (audited); approving it again changes nothing',
    access: 'admin',
    body: TerminalBuildApprove,
    response: z.object({ approved: z.boolean() }),
  }),
  revokeBuild: route({
    method: 'post',
    path: '/admin/terminal-builds/:hash/revoke',
    tag: 'admin',
    summary: 'Withdraws a build’s approval (audited): its terminals take no more bets',
    access: 'admin',
    params: TerminalBuildParams,
    response: z.object({ revoked: z.boolean() }),
  }),
};

/** The handhelds a shop's cashiers log in from (hand-terminal login), as their dealer sees them. */
export const handTerminals = {
  list: route({
    method: 'get',
    path: '/admin/hand-terminals',
    tag: 'admin',
    summary:
      "Handhelds of the caller's shops (or of one): the shop, the device's name, first and last seen, signed in or revoked",
    access: 'manager',
    query: HandTerminalListQuery,
    response: HandTerminalList,
  }),
  revoke: route({
    method: 'post',
    path: '/admin/hand-terminals/:id/revoke',
    tag: 'admin',
    summary:
      'Revokes a handheld (audited): its session ends at once, its next call is refused with 401 ' +
      'handTerminalRevoked and it logs in no more. Again: the same answer',
    access: 'manager',
    params: HandTerminalParams,
    response: HandTerminalRow,
  }),
};
