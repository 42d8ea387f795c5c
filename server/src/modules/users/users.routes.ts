import { EmptyResponse, MeResponse, ProfileUpdateRequest } from '@bet/shared';
import type { Module } from '../../context.ts';
import { clientIp, currentUser, requireUser } from '../auth/index.ts';
import { mountAdminUserRoutes } from './admin-users.routes.ts';
import { updateProfile } from './profile.service.ts';
import { seedIfEmpty } from './seed.ts';
import { getUserInfo } from './user-profile.ts';

/** The own account (`/me`) and the dealer hierarchy (`/admin/users`); seeds a fresh database. */
export const usersModule: Module = {
  name: 'users',
  async mount(api, ctx) {
    await seedIfEmpty(ctx.database, ctx.logger);

    api.route({
      method: 'get',
      path: '/me',
      tag: 'session',
      summary: 'The logged-in user: balance, limits, products, settings',
      response: MeResponse,
      before: [requireUser],
      handler: ({ req }) => getUserInfo(ctx.database.db, currentUser(req).id),
    });

    api.route({
      method: 'patch',
      path: '/me',
      tag: 'session',
      summary: 'Edit the own profile (sex, address, city, country, post code, autoprint)',
      body: ProfileUpdateRequest,
      response: EmptyResponse,
      before: [requireUser],
      handler: async ({ body, req }) => {
        await updateProfile(ctx.database, currentUser(req).id, body, clientIp(req));
        return {};
      },
    });

    mountAdminUserRoutes(api, ctx);
  },
};
