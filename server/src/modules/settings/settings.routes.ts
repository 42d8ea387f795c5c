import { SiteSettingsResponse } from '@bet/shared';
import type { Module } from '../../context.ts';
import { readSettings } from './settings.service.ts';

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
  },
};
