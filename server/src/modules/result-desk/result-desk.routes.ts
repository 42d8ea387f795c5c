import { contract, type ResultDecision } from '@bet/shared';
import type { Module } from '../../context.ts';
import { clientIp, currentUser } from '../auth/index.ts';
import type { ResultEntry, ResultInput } from '../settlement/index.ts';
import { listDeskMatches } from './result-desk.service.ts';

/** The audit log keeps the fixed reason, and the note beside it when one was written. */
const toInput = (d: ResultDecision): ResultInput => ({
  score: d.score,
  halftime: d.halftime,
  status: d.status,
  reason: d.note ? `${d.reason}: ${d.note}` : d.reason,
});

/**
 * The back office's results desk: matches that ended without a result first, a preview of what a
 * decision changes, and the decision itself, through the settlement module's result entry.
 */
export const createResultDeskModule = (results: ResultEntry): Module => ({
  name: 'result-desk',
  mount(api, ctx) {
    api.implement(contract.resultDesk.matches, ({ query }) =>
      listDeskMatches(ctx.database.db, query, Date.now()),
    );
    api.implement(contract.resultDesk.preview, ({ params, body }) =>
      results.preview(params.id, toInput(body)),
    );
    api.implement(contract.resultDesk.confirm, ({ params, body, req }) =>
      results.enter(params.id, toInput(body), { id: currentUser(req).id, ip: clientIp(req) }),
    );
  },
});
