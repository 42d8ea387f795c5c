import type { ShiftsAdminMessages } from './tr.ts';

const sq: ShiftsAdminMessages = {
  'panel.nav.shifts': 'Turnet e arkës',
  'panel.shifts.filter': 'Gjendja',
  'panel.shifts.all': 'Të gjitha',
  'panel.shifts.state.open': 'I hapur',
  'panel.shifts.state.closed': 'I mbyllur',
  'panel.shifts.state.signedOff': 'I miratuar',
  'panel.shifts.cashier': 'Arkëtari',
  'panel.shifts.terminal': 'Nr. i terminalit',
  'panel.shifts.opened': 'Hapur më',
  'panel.shifts.float': 'Fondi fillestar',
  'panel.shifts.expected': 'E pritur',
  'panel.shifts.counted': 'E numëruar',
  'panel.shifts.variance': 'Diferenca',
  'panel.shifts.note': 'Shënim',
  'panel.shifts.signOff': 'Mirato',
  'panel.shifts.signedOffBy': 'Miratuar nga {{name}}',
  'panel.shifts.noteMissing': 'Pritet shënimi i arkëtarit',
  'panel.shifts.none': 'Nuk ka turne.',
  'panel.shifts.done': 'Turni u miratua.',
  'panel.shifts.report': 'Raport',
  'panel.shifts.dayReport': 'Raporti i ditës',
  'panel.shifts.day': 'Dita',
};
export default sq;
