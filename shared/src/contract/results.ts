import { route } from './route.ts';
import { ResultsListResponse, ResultsQuery } from '../api/sports-queries.ts';

export const results = {
  list: route({
    method: 'get',
    path: '/results',
    tag: 'sports',
    summary:
      "Match results, from yesterday to tomorrow by default: sport by sport in the catalogue's order, each newest first",
    access: 'public',
    query: ResultsQuery,
    response: ResultsListResponse,
  }),
};
