import { contract } from '@bet/shared';
import type { Module } from '../../context.ts';
import { requestLanguage } from '../../http/language.ts';
import { currentUser } from '../auth/index.ts';
import { dealerReport, reportCsv, reportResponse } from './reports.service.ts';

/** The dealer reports and their CSV export. */
export const reportsModule: Module = {
  name: 'reports',
  mount(api, ctx) {
    const db = ctx.database.db;
    api.implement(contract.reports.get, async ({ query, req }) =>
      reportResponse(await dealerReport(db, currentUser(req), query, requestLanguage(req)), query),
    );

    api.implement(contract.reports.export, async ({ query, req, res }) => {
      const lang = requestLanguage(req);
      const report = await dealerReport(db, currentUser(req), query, lang);
      res
        .type('text/csv; charset=utf-8')
        .attachment(`report-${report.dealer.userName}-${query.from}-${query.to}-${query.groupBy}.csv`)
        .send(reportCsv(report, query, lang));
      return '';
    });
  },
};
