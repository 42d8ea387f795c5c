import { contract } from '@bet/shared';
import type { Module } from '../../context.ts';
import { currentUser } from '../auth/index.ts';
import { verifyLedger } from './ledger.ts';
import { listTransactions } from './transactions.service.ts';

/** The own movements and the ledger proof (credit transfers down the hierarchy are the users module's). */
export const walletModule: Module = {
  name: 'wallet',
  mount(api, ctx) {
    api.implement(contract.wallet.transactions, ({ query, req }) =>
      listTransactions(ctx.database.db, currentUser(req).id, query),
    );

    api.implement(contract.wallet.ledgerCheck, () => verifyLedger(ctx.database.db));
  },
};
