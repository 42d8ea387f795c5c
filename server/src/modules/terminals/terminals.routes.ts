import { contract } from '@bet/shared';
import type { Module } from '../../context.ts';
import { forbidden } from '../../http/errors.ts';
import { clientIp, currentUser } from '../auth/index.ts';
import {
  approveBuild,
  kioskBetBlockOf,
  listBuilds,
  listTerminals,
  recordHeartbeat,
  revokeBuild,
} from './terminals.service.ts';

/** Shop terminals: the heartbeat they send and the list their dealers watch. */
export const terminalsModule: Module = {
  name: 'terminals',
  mount(api, ctx) {
    const db = ctx.database.db;
    api.implement(contract.terminals.heartbeat, ({ body, req }) =>
      recordHeartbeat(db, currentUser(req), body),
    );
    api.implement(contract.terminals.betBlock, async ({ req }) => {
      const caller = currentUser(req);
      if (caller.userType !== 'F') throw forbidden('notAShopTerminal');
      return { betBlock: await kioskBetBlockOf(ctx.database, caller.id) };
    });
    api.implement(contract.terminals.list, ({ query, req }) => listTerminals(db, currentUser(req), query));
    api.implement(contract.terminals.builds, () => listBuilds(db));
    api.implement(contract.terminals.approveBuild, ({ body, req }) =>
      approveBuild(db, { id: currentUser(req).id, ip: clientIp(req) }, body),
    );
    api.implement(contract.terminals.revokeBuild, ({ params, req }) =>
      revokeBuild(db, { id: currentUser(req).id, ip: clientIp(req) }, params.hash),
    );
  },
};
