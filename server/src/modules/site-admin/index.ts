import { contract } from '@bet/shared';
import type { Module } from '../../context.ts';
import { clientIp, currentUser } from '../auth/index.ts';
import { updateSettings } from '../settings/index.ts';

/**
 * The administrator's side of the site settings. A module of its own because the login rules
 * (auth) read the settings: the settings module cannot guard its routes with auth without a cycle.
 */
export const siteAdminModule: Module = {
  name: 'site-admin',
  mount(api, ctx) {
    api.implement(contract.settings.update, async ({ body, req }) => ({
      settings: await updateSettings(ctx.database, body.settings, {
        id: currentUser(req).id,
        ip: clientIp(req),
      }),
    }));
  },
};
