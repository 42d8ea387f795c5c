import { contract } from '@bet/shared';
import type { Module } from '../../context.ts';
import { currentUser } from '../auth/index.ts';
import { queryDateZone } from './dates.ts';
import { verifyLedger } from './ledger.ts';
import { listTransactions } from './transactions.service.ts';

/** The own movements and the ledger proof (credit transfers down the hierarchy are the users module's). */
export const walletModule: Module = {
  name: 'wallet',
  mount(api, ctx) {
    api.implement(contract.wallet.transactions, ({ query, req }) => {
      // A bare date is a day of the zone the site shows the player's dates in, not of UTC.
      const zone = queryDateZone(query.timezone, req.headers.cookie);
      return listTransactions(ctx.database.db, currentUser(req).id, query, zone);
    });

    api.implement(contract.wallet.ledgerCheck, () => verifyLedger(ctx.database.db));
  },
};
