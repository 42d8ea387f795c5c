import { SiteSettingsResponse, SiteSettingsUpdate } from '@bet/shared';
import type { Module } from '../../context.ts';
import { clientIp, currentUser, requireRole } from '../auth/index.ts';
import { readSettings, updateSettings } from './settings.service.ts';

/** Settings every client reads at start (public: no secrets live in this table). */
export const settingsModule: Module = {
  name: 'settings',
  mount(api, ctx) {
    api.route({
      method: 'get',
      path: '/settings',
      tag: 'site',
      summary: 'The public site settings',
      response: SiteSettingsResponse,
      handler: async () => ({ settings: await readSettings(ctx.database) }),
    });

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
