import { describe, expect, it } from 'vitest';
import { AdminUserListQuery, AuditQuery } from './admin.ts';
import { FinanceQuery, NetworkQuery } from './dealer-panel.ts';
import { TransactionsQuery } from './accounts.ts';
import { AdminAnnouncementQuery } from './announcements.ts';
import { TerminalListQuery } from './dealer.ts';
import { TransferRequestsQuery } from './payments.ts';
import { AdminAffiliateQuery, BonusRequestQuery } from './promo.ts';
import { ResultDeskQuery } from './result-desk.ts';
import { ResultsQuery } from './sports-queries.ts';
import { ShiftListQuery } from './shifts.ts';

/** The lists page alike (Paging), and the panel's and the admin's filter by period alike (PeriodFilter). */
describe("the panel's list queries", () => {
  const lists = {
    AdminUserListQuery,
    AuditQuery,
    FinanceQuery,
    NetworkQuery,
    TransactionsQuery,
    AdminAnnouncementQuery,
    TerminalListQuery,
    TransferRequestsQuery,
    AdminAffiliateQuery,
    BonusRequestQuery,
    ResultDeskQuery,
    ResultsQuery,
    ShiftListQuery,
  };
  for (const [name, query] of Object.entries(lists)) {
    it(`${name} pages 50 by default, 1 to 200 at a time, from offset 0`, () => {
      expect(query.parse({})).toMatchObject({ offset: 0, limit: 50 });
      expect(query.parse({ offset: '40', limit: '200' })).toMatchObject({ offset: 40, limit: 200 });
      for (const bad of [{ limit: '0' }, { limit: '201' }, { offset: '-1' }, { offset: 'x' }])
        expect(query.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    });
  }
  for (const [name, query] of Object.entries({ AuditQuery, FinanceQuery })) {
    it(`${name} takes a period of at most 30 characters an end`, () => {
      expect(query.parse({ from: '2026-11-01', to: '2026-11-30' })).toMatchObject({
        from: '2026-11-01',
        to: '2026-11-30',
      });
      expect(query.safeParse({ from: 'x'.repeat(31) }).success).toBe(false);
      expect(query.safeParse({ to: 'x'.repeat(31) }).success).toBe(false);
    });
  }
});
