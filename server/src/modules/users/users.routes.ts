import { contract } from '@bet/shared';
import type { Module } from '../../context.ts';
import { clientIp, currentUser } from '../auth/index.ts';
import { mountAdminUserRoutes, type AdminUserDeps } from './admin-users.routes.ts';
import { updateProfile } from './profile.service.ts';
import { seedIfEmpty } from './seed.ts';
import { getUserInfo } from './user-profile.ts';

/** The own account (`/me`) and the dealer hierarchy (`/admin/users`); seeds a fresh database. */
export const createUsersModule = (deps: AdminUserDeps): Module => ({
  name: 'users',
  async mount(api, ctx) {
    await seedIfEmpty(ctx.database, ctx.logger);

    api.implement(contract.users.me, ({ req }) => getUserInfo(ctx.database.db, currentUser(req).id));

    api.implement(contract.users.updateMe, async ({ body, req }) => {
      await updateProfile(ctx.database, currentUser(req).id, body, clientIp(req));
      return {};
    });

    mountAdminUserRoutes(api, ctx, deps);
  },
});
