import { z } from 'zod';
import { route } from './route.ts';
import { ApiIdParam } from '../api/common.ts';
import { ResultEntryResponse } from '../api/corrections.ts';
import { ResultDecision, ResultDeskList, ResultDeskQuery, ResultPreview } from '../api/result-desk.ts';

/** The back office's results desk: matches waiting for a result, previews, and confirmed decisions. */
export const resultDesk = {
  matches: route({
    method: 'get',
    path: '/admin/result-desk/matches',
    tag: 'admin',
    summary: 'Started matches of the last days with their results, those that ended without one first',
    access: 'admin',
    query: ResultDeskQuery,
    response: ResultDeskList,
  }),
  preview: route({
    method: 'post',
    path: '/admin/result-desk/matches/:id/preview',
    tag: 'admin',
    summary:
      'What entering, correcting or voiding this result would change (coupons, amounts paid and reclaimed, balances owed); changes nothing',
    access: 'admin',
    params: z.object({ id: ApiIdParam }),
    body: ResultDecision,
    response: ResultPreview,
  }),
  confirm: route({
    method: 'post',
    path: '/admin/result-desk/matches/:id/confirm',
    tag: 'admin',
    summary:
      'Enter, correct or void the result with a reason from the fixed list: every coupon on the match is settled again, and the audit log keeps it',
    access: 'admin',
    params: z.object({ id: ApiIdParam }),
    body: ResultDecision,
    response: ResultEntryResponse,
  }),
};
