import {
  calendarDayIn,
  siteCurrencyContext,
  DEFAULT_CURRENCY,
  type CashReportSlip,
  type DayReport,
  type ShiftCashRequest,
  type ShiftReport,
} from '@bet/shared';
import { platform } from '../../platform/index.ts';
import { counterTerminalNo } from '../../state/coupon-actions.ts';
import { useSession } from '../../state/session-store.ts';
import { useSiteSettings } from '../../state/settings-store.ts';
import { timeZone } from '../../ui/time-zone.ts';
import { panelClient } from '../admin/panel-client.ts';

/** The shop's zone: the terminal's own, else the zone the page shows times in. */
export async function shopTimeZone(): Promise<string> {
  const info = await platform.info();
  return (info.ok && info.value.timeZone) || timeZone();
}

/** Today in the shop: the day its end-of-day report is of. */
export const shopToday = async () => calendarDayIn(Date.now(), await shopTimeZone());

async function printReport(
  report: { kind: 'shiftReport'; report: ShiftReport } | { kind: 'dayReport'; report: DayReport },
): Promise<boolean> {
  const slip = {
    ...report,
    printedAt: new Date().toISOString(),
    terminalNo: await counterTerminalNo(),
    currency: useSession.getState().user?.currency ?? DEFAULT_CURRENCY,
    ...siteCurrencyContext(useSiteSettings.getState().settings),
  } as CashReportSlip;
  const queued = await platform.printCashReport(slip);
  if (!queued.ok) throw new Error(queued.error);
  return true;
}

/** Prints the end-of-shift report of the cashier's closed shift on the terminal's printer. */
export async function printShiftReport(id: number): Promise<boolean> {
  return printReport({ kind: 'shiftReport', report: await panelClient.shifts.report({ id }) });
}

/** Prints the end-of-day report of the shop's day on the terminal's printer. */
export async function printDayReport(): Promise<boolean> {
  return printReport({
    kind: 'dayReport',
    report: await panelClient.shifts.dayReport({ day: await shopToday() }),
  });
}

/** Cash put in or taken out by hand, with its reason; the key makes a retried tap harmless. */
export function moveCash(request: ShiftCashRequest) {
  return panelClient.shifts.cash(request);
}
