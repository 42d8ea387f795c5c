// Cashier shifts at shop terminals: every counter cash event belongs to the cashier's open shift.
export { shiftsModule } from './shifts.routes.ts';
export { assertShiftOpen, openShift, recordShiftCash, shiftNotOpen } from './shifts.service.ts';
export type { ShiftCashInput } from './shifts.service.ts';
