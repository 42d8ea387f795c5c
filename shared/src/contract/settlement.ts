import { z } from 'zod';
import { route } from './route.ts';
import { ApiIdParam } from '../api/common.ts';
import { ResultEntryRequest, ResultEntryResponse } from '../api/corrections.ts';

export const settlement = {
  enterResult: route({
    method: 'post',
    path: '/admin/matches/:id/result',
    tag: 'admin',
    summary:
      'Enter or correct a result: settles every market of the match and every coupon on it, and says what changed. ' +
      'A score before kick-off is refused (409 matchNotStarted); cancelled or abandoned voids the lines at any time. ' +
      'A correction needs a reason (422 correctionReasonRequired) and takes back wins even below zero (owed).',
    access: 'admin',
    params: z.object({ id: ApiIdParam }),
    body: ResultEntryRequest,
    response: ResultEntryResponse,
  }),
};
