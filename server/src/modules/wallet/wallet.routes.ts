import { contract } from '@bet/shared';
import type { Module } from '../../context.ts';
import { clientIp, currentUser } from '../auth/index.ts';
import { creditTransfer } from './credit.service.ts';
import { verifyLedger } from './ledger.ts';
import { listTransactions } from './transactions.service.ts';

/** The own movements, credit transfers down the hierarchy and the ledger proof. */
export const walletModule: Module = {
  name: 'wallet',
  mount(api, ctx) {
    api.implement(contract.wallet.transactions, ({ query, req }) =>
      listTransactions(ctx.database.db, currentUser(req).id, query),
    );

    api.implement(contract.wallet.credit, ({ params, body, req }) =>
      creditTransfer(ctx.database, currentUser(req), params.id, body, clientIp(req)),
    );

    api.implement(contract.wallet.ledgerCheck, () => verifyLedger(ctx.database.db));
  },
};
