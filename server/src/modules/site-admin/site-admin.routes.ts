import { contract } from '@bet/shared';
import type { Module } from '../../context.ts';
import { clientIp, currentUser } from '../auth/index.ts';
import { adminSettings, readSettings, updateSettings } from '../settings/index.ts';
import { PAYMENT_PROVIDER_CODES } from '../payments/index.ts';
import { listPaymentMethods, saveCategory, saveMethod } from './payment-methods.service.ts';
import { clearCaches, listPages, readAdminPage, settingsHistory } from './site-admin.service.ts';

/**
 * The operator's back office for the site: its settings (with their history and the caches of
 * clients), its pages and the payment methods players see. A module of its own because the login rules (auth) read the settings:
 * the settings module cannot guard its routes with auth without a cycle.
 */
export const siteAdminModule: Module = {
  name: 'site-admin',
  mount(api, ctx) {
    const { database } = ctx;
    const actor = (req: Parameters<typeof currentUser>[0]) => ({
      id: currentUser(req).id,
      ip: clientIp(req),
    });

    api.implement(contract.settings.update, async ({ body, req }) => ({
      settings: await updateSettings(database, body.settings, actor(req)),
    }));
    api.implement(contract.siteAdmin.settings, async () => ({
      settings: adminSettings(await readSettings(database)),
    }));
    api.implement(contract.siteAdmin.settingsHistory, ({ query }) => settingsHistory(database, query));
    api.implement(contract.siteAdmin.clearCache, ({ req }) => clearCaches(database, actor(req)));
    api.implement(contract.siteAdmin.pages, () => listPages(database));
    api.implement(contract.siteAdmin.page, ({ params }) => readAdminPage(database, params.id));

    const providers = PAYMENT_PROVIDER_CODES;
    api.implement(contract.siteAdmin.paymentMethods, () => listPaymentMethods(database, providers));
    api.implement(contract.siteAdmin.createPaymentCategory, ({ body, req }) =>
      saveCategory(database, null, body, actor(req)),
    );
    api.implement(contract.siteAdmin.updatePaymentCategory, ({ params, body, req }) =>
      saveCategory(database, params.id, body, actor(req)),
    );
    api.implement(contract.siteAdmin.createPaymentMethod, ({ body, req }) =>
      saveMethod(database, providers, null, body, actor(req)),
    );
    api.implement(contract.siteAdmin.updatePaymentMethod, ({ params, body, req }) =>
      saveMethod(database, providers, params.id, body, actor(req)),
    );
  },
};
