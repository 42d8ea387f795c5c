import {
  TerminalHeartbeat,
  TerminalHeartbeatResponse,
  TerminalList,
  TerminalListQuery,
} from '../api/dealer.ts';
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
};
