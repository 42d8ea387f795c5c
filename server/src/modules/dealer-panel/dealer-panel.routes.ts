import { contract } from '@bet/shared';
import type { Module } from '../../context.ts';
import { currentUser } from '../auth/index.ts';
import { requireSubtreeUser } from '../users/index.ts';
import { listTransactions, queryDateZone } from '../wallet/index.ts';
import { dashboard } from './dashboard.service.ts';
import { finance } from './finance.service.ts';
import { network } from './network.service.ts';

/** The dealer panel's reads: dashboard, network tree, credit movements, a user's transactions. */
export const dealerPanelModule: Module = {
  name: 'dealer-panel',
  mount(api, ctx) {
    const db = ctx.database.db;
    api.implement(contract.dealerPanel.dashboard, ({ query, req }) =>
      dashboard(db, currentUser(req), query.timezone),
    );
    api.implement(contract.dealerPanel.network, ({ query, req }) => network(db, currentUser(req), query));
    api.implement(contract.dealerPanel.finance, ({ query, req }) =>
      finance(db, currentUser(req), query, queryDateZone(query.timezone, req.headers.cookie)),
    );
    api.implement(contract.dealerPanel.userTransactions, async ({ params, query, req }) => {
      await requireSubtreeUser(db, currentUser(req), params.id);
      return listTransactions(db, params.id, query, queryDateZone(query.timezone, req.headers.cookie));
    });
  },
};
