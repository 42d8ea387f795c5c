import { contract } from '@bet/shared';
import type { Module } from '../../context.ts';
import { clientIp, currentSession, currentUser } from '../auth/index.ts';
import { requireSubtreeUser } from '../users/index.ts';
import { listRgPlayers, rgHistory } from './rg-admin.service.ts';
import { declineDepositLimit, rgSession, setRealityCheck } from './rg-session.service.ts';
import {
  cancelOwnLimitChange,
  confirmOwnLimit,
  excludeSelf,
  lowerPlayerLimit,
  rgState,
  setOwnLimit,
  type RgDeps,
} from './rg.service.ts';

/**
 * The player's own limits, time-out and self-exclusion, and what dealers and administrators may
 * do: read a player's state and lower a limit, with a reason.
 */
export function createResponsibleGamingModule(deps: Omit<RgDeps, 'database'>): Module {
  return {
    name: 'responsible-gaming',
    mount(api, ctx) {
      const database = ctx.database;
      const full: RgDeps = { ...deps, database };
      api.implement(contract.responsibleGaming.state, ({ req }) => {
        const user = currentUser(req);
        return rgState(database, user.id, user.currency);
      });
      api.implement(contract.responsibleGaming.setLimit, ({ req, body }) =>
        setOwnLimit(database, currentUser(req), body, clientIp(req)),
      );
      api.implement(contract.responsibleGaming.confirmLimit, ({ req, body }) =>
        confirmOwnLimit(database, currentUser(req), body, clientIp(req)),
      );
      api.implement(contract.responsibleGaming.cancelLimitChange, ({ req, body }) =>
        cancelOwnLimitChange(database, currentUser(req), body, clientIp(req)),
      );
      api.implement(contract.responsibleGaming.session, ({ req }) =>
        rgSession(database, currentUser(req), currentSession(req).startedAt),
      );
      api.implement(contract.responsibleGaming.setRealityCheck, ({ req, body }) =>
        setRealityCheck(database, currentUser(req), currentSession(req).startedAt, body, clientIp(req)),
      );
      api.implement(contract.responsibleGaming.declineDepositLimit, ({ req }) =>
        declineDepositLimit(database, currentUser(req), currentSession(req).startedAt),
      );
      api.implement(contract.responsibleGaming.exclude, ({ req, body }) =>
        excludeSelf(full, currentUser(req), body, clientIp(req)),
      );
      api.implement(contract.responsibleGamingAdmin.players, ({ req, query }) =>
        listRgPlayers(database.db, currentUser(req), query),
      );
      api.implement(contract.responsibleGamingAdmin.history, async ({ req, params }) => {
        const player = await requireSubtreeUser(database.db, currentUser(req), params.userId);
        return rgHistory(database.db, Number(player.id));
      });
      api.implement(contract.responsibleGamingAdmin.state, async ({ req, params }) => {
        const player = await requireSubtreeUser(database.db, currentUser(req), params.userId);
        return rgState(database, Number(player.id), player.currency);
      });
      api.implement(contract.responsibleGamingAdmin.lowerLimit, async ({ req, params, body }) => {
        const caller = currentUser(req);
        const player = await requireSubtreeUser(database.db, caller, params.userId);
        return lowerPlayerLimit(
          database,
          caller,
          { id: Number(player.id), currency: player.currency },
          body,
          clientIp(req),
        );
      });
    },
  };
}
