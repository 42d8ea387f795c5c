import type { ShiftsAdminMessages } from './tr.ts';

const en: ShiftsAdminMessages = {
  'panel.nav.shifts': 'Cashier shifts',
  'panel.shifts.filter': 'State',
  'panel.shifts.all': 'All',
  'panel.shifts.state.open': 'Open',
  'panel.shifts.state.closed': 'Closed',
  'panel.shifts.state.signedOff': 'Signed off',
  'panel.shifts.cashier': 'Cashier',
  'panel.shifts.terminal': 'Terminal no.',
  'panel.shifts.opened': 'Opened',
  'panel.shifts.float': 'Float',
  'panel.shifts.expected': 'Expected',
  'panel.shifts.counted': 'Counted',
  'panel.shifts.variance': 'Variance',
  'panel.shifts.note': 'Note',
  'panel.shifts.signOff': 'Sign off',
  'panel.shifts.signedOffBy': 'Signed off by {{name}}',
  'panel.shifts.noteMissing': "Waiting for the cashier's note",
  'panel.shifts.none': 'No shifts.',
  'panel.shifts.done': 'Shift signed off.',
  'panel.shifts.report': 'Report',
  'panel.shifts.dayReport': 'Day report',
  'panel.shifts.day': 'Day',
};
export default en;
