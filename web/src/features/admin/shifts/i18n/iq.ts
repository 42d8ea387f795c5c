import type { ShiftsAdminMessages } from './tr.ts';

const iq: ShiftsAdminMessages = {
  'panel.nav.shifts': 'Şiftên kasê',
  'panel.shifts.filter': 'Rewş',
  'panel.shifts.all': 'Hemû',
  'panel.shifts.state.open': 'Vekirî',
  'panel.shifts.state.closed': 'Girtî',
  'panel.shifts.state.signedOff': 'Pejirandî',
  'panel.shifts.cashier': 'Kasiyer',
  'panel.shifts.terminal': 'Hejmara termînalê',
  'panel.shifts.opened': 'Vekirin',
  'panel.shifts.float': 'Pereyê destpêkê',
  'panel.shifts.expected': 'Çaverêkirî',
  'panel.shifts.counted': 'Jimartî',
  'panel.shifts.variance': 'Ferq',
  'panel.shifts.note': 'Not',
  'panel.shifts.signOff': 'Bipejirîne',
  'panel.shifts.signedOffBy': '{{name}} pejirand',
  'panel.shifts.noteMissing': 'Li benda nota kasiyer',
  'panel.shifts.none': 'Şift tune ne.',
  'panel.shifts.done': 'Şift hat pejirandin.',
  'panel.shifts.report': 'Rapor',
  'panel.shifts.dayReport': 'Rapora rojê',
  'panel.shifts.day': 'Roj',
};
export default iq;
