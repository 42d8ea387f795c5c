import type { ShiftsAdminMessages } from './tr.ts';

const nl: ShiftsAdminMessages = {
  'panel.nav.shifts': 'Kassadiensten',
  'panel.shifts.filter': 'Status',
  'panel.shifts.all': 'Alle',
  'panel.shifts.state.open': 'Lopend',
  'panel.shifts.state.closed': 'Gesloten',
  'panel.shifts.state.signedOff': 'Afgetekend',
  'panel.shifts.cashier': 'Kassier',
  'panel.shifts.terminal': 'Terminalnr.',
  'panel.shifts.opened': 'Geopend',
  'panel.shifts.float': 'Wisselgeld',
  'panel.shifts.expected': 'Verwacht',
  'panel.shifts.counted': 'Geteld',
  'panel.shifts.variance': 'Verschil',
  'panel.shifts.note': 'Notitie',
  'panel.shifts.signOff': 'Aftekenen',
  'panel.shifts.signedOffBy': 'Afgetekend door {{name}}',
  'panel.shifts.noteMissing': 'Wacht op de notitie van de kassier',
  'panel.shifts.none': 'Geen diensten.',
  'panel.shifts.done': 'Dienst afgetekend.',
  'panel.shifts.report': 'Rapport',
  'panel.shifts.dayReport': 'Dagrapport',
  'panel.shifts.day': 'Dag',
};
export default nl;
