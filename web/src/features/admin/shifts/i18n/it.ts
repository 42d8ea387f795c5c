import type { ShiftsAdminMessages } from './tr.ts';

const it: ShiftsAdminMessages = {
  'panel.nav.shifts': 'Turni di cassa',
  'panel.shifts.filter': 'Stato',
  'panel.shifts.all': 'Tutti',
  'panel.shifts.state.open': 'Aperto',
  'panel.shifts.state.closed': 'Chiuso',
  'panel.shifts.state.signedOff': 'Approvato',
  'panel.shifts.cashier': 'Cassiere',
  'panel.shifts.terminal': 'N. terminale',
  'panel.shifts.opened': 'Apertura',
  'panel.shifts.float': 'Fondo cassa',
  'panel.shifts.expected': 'Previsto',
  'panel.shifts.counted': 'Contato',
  'panel.shifts.variance': 'Differenza',
  'panel.shifts.note': 'Nota',
  'panel.shifts.signOff': 'Approva',
  'panel.shifts.signedOffBy': 'Approvato da {{name}}',
  'panel.shifts.noteMissing': 'In attesa della nota del cassiere',
  'panel.shifts.none': 'Nessun turno.',
  'panel.shifts.done': 'Turno approvato.',
  'panel.shifts.report': 'Rapporto',
  'panel.shifts.dayReport': 'Rapporto del giorno',
  'panel.shifts.day': 'Giorno',
};
export default it;
