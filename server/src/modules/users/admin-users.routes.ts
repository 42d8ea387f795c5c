import { USER_STATUS, contract } from '@bet/shared';
import type { AppContext } from '../../context.ts';
import type { ApiRouter } from '../../http/api-router.ts';
import { clientIp, currentUser, type SessionStore } from '../auth/index.ts';
import type { UserPush } from '../realtime/index.ts';
import {
  changeParent,
  createSubUser,
  getAdminUser,
  listUsers,
  resetSubUserPassword,
  setUserStatus,
  updateSubUser,
} from './admin-users.service.ts';
import { creditTransfer } from './credit.service.ts';

/** The hierarchy administration API: a manager sees and changes only its own subtree. */
/** What the dealer's user routes work with: the session store (to end sessions) and the /user pushes. */
export interface AdminUserDeps {
  sessions: SessionStore;
  push: UserPush;
}

export function mountAdminUserRoutes(
  api: ApiRouter,
  ctx: AppContext,
  { sessions, push }: AdminUserDeps,
): void {
  const db = ctx.database.db;

  api.implement(contract.adminUsers.list, ({ query, req }) => listUsers(db, currentUser(req), query));

  api.implement(contract.adminUsers.create, ({ body, req }) =>
    createSubUser(ctx.database, currentUser(req), body, clientIp(req)),
  );

  api.implement(contract.adminUsers.get, ({ params, req }) => getAdminUser(db, currentUser(req), params.id));

  api.implement(contract.adminUsers.update, ({ params, body, req }) =>
    updateSubUser(ctx.database, currentUser(req), params.id, body, clientIp(req)),
  );

  api.implement(contract.adminUsers.close, ({ params, req }) =>
    setUserStatus(ctx.database, sessions, currentUser(req), params.id, USER_STATUS.closed, clientIp(req)),
  );

  api.implement(contract.adminUsers.reopen, ({ params, req }) =>
    setUserStatus(ctx.database, sessions, currentUser(req), params.id, USER_STATUS.active, clientIp(req)),
  );

  api.implement(contract.adminUsers.resetPassword, async ({ params, body, req }) => {
    await resetSubUserPassword(
      ctx.database,
      sessions,
      currentUser(req),
      params.id,
      body.password,
      clientIp(req),
    );
    return {};
  });

  api.implement(contract.adminUsers.changeParent, ({ params, body, req }) =>
    changeParent(ctx.database, currentUser(req), params.id, body.parentId, clientIp(req)),
  );

  // A credit transfer is the wallet's contract entry, but its guard is the subtree: it lives here.
  api.implement(contract.wallet.credit, async ({ params, body, req }) => {
    const caller = currentUser(req);
    const answer = await creditTransfer(ctx.database, caller, params.id, body, clientIp(req));
    // Both balances moved: their open pages show it at once, as after a bet. The transfer stands
    // whatever the push does, so a failed push is logged, never answered as a failed transfer.
    await Promise.all([push.balance(params.id), push.balance(caller.id)]).catch((err: unknown) =>
      ctx.logger.warn({ err }, 'balance push after a credit transfer failed'),
    );
    return answer;
  });
}
