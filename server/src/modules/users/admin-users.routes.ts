import {
  AdminParentChange,
  AdminPasswordReset,
  AdminUser,
  AdminUserCreate,
  AdminUserList,
  AdminUserListQuery,
  AdminUserUpdate,
  EmptyResponse,
  UserIdParams,
} from '@bet/shared';
import type { AppContext } from '../../context.ts';
import type { ApiRouter } from '../../http/api-router.ts';
import { authServices, clientIp, currentUser, requireRole } from '../auth/index.ts';
import {
  changeParent,
  createSubUser,
  getAdminUser,
  listUsers,
  resetSubUserPassword,
  setUserStatus,
  updateSubUser,
} from './admin-users.service.ts';
import { MANAGER_ROLES } from './roles.ts';

/** The hierarchy administration API: a manager sees and changes only its own subtree. */
export function mountAdminUserRoutes(api: ApiRouter, ctx: AppContext): void {
  const managers = [requireRole(...MANAGER_ROLES)];
  const db = ctx.database.db;
  const sessions = () => authServices(ctx).sessions;

  api.route({
    method: 'get',
    path: '/admin/users',
    tag: 'admin',
    summary: "Users of the caller's subtree, paged, with search",
    query: AdminUserListQuery,
    response: AdminUserList,
    before: managers,
    handler: ({ query, req }) => listUsers(db, currentUser(req), query),
  });

  api.route({
    method: 'post',
    path: '/admin/users',
    tag: 'admin',
    summary: 'Open a user or sub-dealer in the subtree (within the user-opening limit)',
    body: AdminUserCreate,
    response: AdminUser,
    status: 201,
    before: managers,
    handler: ({ body, req }) => createSubUser(ctx.database, currentUser(req), body, clientIp(req)),
  });

  api.route({
    method: 'get',
    path: '/admin/users/:id',
    tag: 'admin',
    summary: 'One user of the subtree',
    params: UserIdParams,
    response: AdminUser,
    before: managers,
    handler: ({ params, req }) => getAdminUser(db, currentUser(req), params.id),
  });

  api.route({
    method: 'patch',
    path: '/admin/users/:id',
    tag: 'admin',
    summary: 'Edit limits, product access, permissions and flags of a user of the subtree',
    params: UserIdParams,
    body: AdminUserUpdate,
    response: AdminUser,
    before: managers,
    handler: ({ params, body, req }) =>
      updateSubUser(ctx.database, currentUser(req), params.id, body, clientIp(req)),
  });

  api.route({
    method: 'post',
    path: '/admin/users/:id/close',
    tag: 'admin',
    summary: 'Close an account of the subtree (its sessions end)',
    params: UserIdParams,
    response: AdminUser,
    before: managers,
    handler: ({ params, req }) =>
      setUserStatus(ctx.database, sessions(), currentUser(req), params.id, 0, clientIp(req)),
  });

  api.route({
    method: 'post',
    path: '/admin/users/:id/reopen',
    tag: 'admin',
    summary: 'Reopen a closed account of the subtree',
    params: UserIdParams,
    response: AdminUser,
    before: managers,
    handler: ({ params, req }) =>
      setUserStatus(ctx.database, sessions(), currentUser(req), params.id, 1, clientIp(req)),
  });

  api.route({
    method: 'post',
    path: '/admin/users/:id/password',
    tag: 'admin',
    summary: 'Set a new password for a user of the subtree (its sessions end)',
    params: UserIdParams,
    body: AdminPasswordReset,
    response: EmptyResponse,
    before: managers,
    handler: async ({ params, body, req }) => {
      await resetSubUserPassword(
        ctx.database,
        sessions(),
        currentUser(req),
        params.id,
        body.password,
        clientIp(req),
      );
      return {};
    },
  });

  api.route({
    method: 'post',
    path: '/admin/users/:id/parent',
    tag: 'admin',
    summary: 'Move a user and its subtree under another dealer (administrators)',
    params: UserIdParams,
    body: AdminParentChange,
    response: AdminUser,
    before: [requireRole('admin')],
    handler: ({ params, body, req }) =>
      changeParent(ctx.database, currentUser(req), params.id, body.parentId, clientIp(req)),
  });
}
