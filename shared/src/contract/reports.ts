import { z } from 'zod';
import { ReportQuery, ReportResponse } from '../api/dealer.ts';
import { route } from './route.ts';

/** The dealer reports, from the rows pre-aggregated per day, user of the tree and product. */
export const reports = {
  get: route({
    method: 'get',
    path: '/admin/reports',
    tag: 'admin',
    summary:
      "Stakes, wins, GGR, bonuses, NGR and commission of a dealer's subtree per period, per user below it or per product",
    access: 'manager',
    query: ReportQuery,
    response: ReportResponse,
  }),
  export: route({
    method: 'get',
    path: '/admin/reports/export',
    tag: 'admin',
    summary: 'The same report as a CSV file (UTF-8 with BOM, amounts with a decimal point, ISO dates)',
    access: 'manager',
    query: ReportQuery,
    response: z.string(),
    raw: true,
  }),
};
