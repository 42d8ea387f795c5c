import { contract } from '@bet/shared';
import type { Module } from '../../context.ts';
import { currentUser } from '../auth/index.ts';
import { listTerminals, recordHeartbeat } from './terminals.service.ts';

/** Shop terminals: the heartbeat they send and the list their dealers watch. */
export const terminalsModule: Module = {
  name: 'terminals',
  mount(api, ctx) {
    const db = ctx.database.db;
    api.implement(contract.terminals.heartbeat, ({ body, req }) =>
      recordHeartbeat(db, currentUser(req), body),
    );
    api.implement(contract.terminals.list, ({ query, req }) => listTerminals(db, currentUser(req), query));
  },
};
