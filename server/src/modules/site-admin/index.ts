import { SiteSettingsResponse, SiteSettingsUpdate } from '@bet/shared';
import type { Module } from '../../context.ts';
import { clientIp, currentUser, requireRole } from '../auth/index.ts';
import { updateSettings } from '../settings/index.ts';

/**
 * The administrator's side of the site settings. A module of its own because the login rules
 * (auth) read the settings: the settings module cannot guard its routes with auth without a cycle.
 */
export const siteAdminModule: Module = {
  name: 'site-admin',
  mount(api, ctx) {
    api.route({
      method: 'patch',
      path: '/admin/settings',
      tag: 'admin',
      summary:
        'Change site settings (e.g. currencyMode 1 hides the currency symbol everywhere); an empty value ' +
        'restores the default; audited. Answers every setting after the change',
      before: [requireRole('admin')],
      body: SiteSettingsUpdate,
      response: SiteSettingsResponse,
      handler: async ({ body, req }) => ({
        settings: await updateSettings(ctx.database, body.settings, {
          id: currentUser(req).id,
          ip: clientIp(req),
        }),
      }),
    });
  },
};
