import type { ShiftsAdminMessages } from './tr.ts';

const de: ShiftsAdminMessages = {
  'panel.nav.shifts': 'Kassiererschichten',
  'panel.shifts.filter': 'Status',
  'panel.shifts.all': 'Alle',
  'panel.shifts.state.open': 'Offen',
  'panel.shifts.state.closed': 'Geschlossen',
  'panel.shifts.state.signedOff': 'Abgezeichnet',
  'panel.shifts.cashier': 'Kassierer',
  'panel.shifts.terminal': 'Terminal-Nr.',
  'panel.shifts.opened': 'Geöffnet',
  'panel.shifts.float': 'Wechselgeld',
  'panel.shifts.expected': 'Erwartet',
  'panel.shifts.counted': 'Gezählt',
  'panel.shifts.variance': 'Differenz',
  'panel.shifts.note': 'Notiz',
  'panel.shifts.signOff': 'Abzeichnen',
  'panel.shifts.signedOffBy': 'Abgezeichnet von {{name}}',
  'panel.shifts.noteMissing': 'Wartet auf die Notiz des Kassierers',
  'panel.shifts.none': 'Keine Schichten.',
  'panel.shifts.done': 'Schicht abgezeichnet.',
  'panel.shifts.report': 'Bericht',
  'panel.shifts.dayReport': 'Tagesbericht',
  'panel.shifts.day': 'Tag',
};
export default de;
