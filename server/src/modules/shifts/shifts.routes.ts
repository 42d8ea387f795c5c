import { contract } from '@bet/shared';
import type { Module } from '../../context.ts';
import { clientIp, currentUser } from '../auth/index.ts';
import {
  closeShift,
  currentShift,
  dayReport,
  listShifts,
  moveCash,
  noteShift,
  openShift,
  shiftReport,
  signOffShift,
} from './shifts.service.ts';

/**
 * Cashier shifts at shop terminals: the cashier opens with a counted float, moves cash by hand
 * with a reason, closes with a blind count and notes a variance; the shop's manager reads the
 * shifts and reports of its subtree and signs them off.
 */
export const shiftsModule: Module = {
  name: 'shifts',
  mount(api, ctx) {
    const db = ctx.database.db;
    api.implement(contract.shifts.current, ({ req }) => currentShift(db, currentUser(req)));
    api.implement(contract.shifts.open, ({ body, req }) => openShift(ctx.database, currentUser(req), body));
    api.implement(contract.shifts.cash, ({ body, req }) => moveCash(ctx.database, currentUser(req), body));
    api.implement(contract.shifts.close, ({ body, req }) =>
      closeShift(ctx.database, currentUser(req), body.counted),
    );
    api.implement(contract.shifts.note, ({ params, body, req }) =>
      noteShift(ctx.database, currentUser(req), params.id, body.note),
    );
    api.implement(contract.shifts.report, ({ params, req }) =>
      shiftReport(db, currentUser(req), params.id, 'own'),
    );
    api.implement(contract.shifts.dayReport, ({ query, req }) =>
      dayReport(db, currentUser(req), query.day, 'own'),
    );

    api.implement(contract.shiftsAdmin.list, ({ query, req }) => listShifts(db, currentUser(req), query));
    api.implement(contract.shiftsAdmin.report, ({ params, req }) =>
      shiftReport(db, currentUser(req), params.id, 'managed'),
    );
    api.implement(contract.shiftsAdmin.dayReport, ({ query, req }) =>
      dayReport(db, currentUser(req), query.day, 'managed'),
    );
    api.implement(contract.shiftsAdmin.signOff, ({ params, req }) =>
      signOffShift(ctx.database, currentUser(req), params.id, clientIp(req)),
    );
  },
};
