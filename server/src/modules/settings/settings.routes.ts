import { contract } from '@bet/shared';
import type { Module } from '../../context.ts';
import { publicSettings, readSettings } from './settings.service.ts';

/** Settings every client reads at start (public: no secrets live in this table). */
export const settingsModule: Module = {
  name: 'settings',
  mount(api, ctx) {
    api.implement(contract.settings.get, async () => ({
      settings: publicSettings(await readSettings(ctx.database)),
    }));
  },
};
