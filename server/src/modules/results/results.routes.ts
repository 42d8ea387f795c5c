import { contract } from '@bet/shared';
import type { Module } from '../../context.ts';
import { listResults } from './results.service.ts';

/**
 * Match results (API.md "Sports": GET /results), from yesterday to tomorrow unless asked
 * otherwise. They are history, read from the table the feed batches write them to; the event
 * settlement consumes is the sports service's `onResult`, raised once a result is stored.
 */
export const resultsModule: Module = {
  name: 'results',
  mount(api, ctx) {
    api.implement(contract.results.list, ({ query, res }) => {
      res.set('Cache-Control', 'no-cache');
      return listResults(ctx.database.db, query);
    });
  },
};
