import { route } from './route.ts';
import { ResultsListResponse, ResultsQuery } from '../api/sports-queries.ts';

export const results = {
  list: route({
    method: 'get',
    path: '/results',
    tag: 'sports',
    summary: 'Match results, from yesterday to tomorrow by default',
    access: 'public',
    query: ResultsQuery,
    response: ResultsListResponse,
  }),
};
