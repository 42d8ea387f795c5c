import type { ShiftsAdminMessages } from './tr.ts';

const cw: ShiftsAdminMessages = {
  'panel.nav.shifts': 'Turnonan di kas',
  'panel.shifts.filter': 'Estado',
  'panel.shifts.all': 'Tur',
  'panel.shifts.state.open': 'Habrí',
  'panel.shifts.state.closed': 'Será',
  'panel.shifts.state.signedOff': 'Aprobá',
  'panel.shifts.cashier': 'Kahero',
  'panel.shifts.terminal': 'Número di terminal',
  'panel.shifts.opened': 'Habrí na',
  'panel.shifts.float': 'Fondo di kas',
  'panel.shifts.expected': 'Esperá',
  'panel.shifts.counted': 'Kontá',
  'panel.shifts.variance': 'Diferensia',
  'panel.shifts.note': 'Nota',
  'panel.shifts.signOff': 'Aprobá',
  'panel.shifts.signedOffBy': 'Aprobá pa {{name}}',
  'panel.shifts.noteMissing': 'Ta warda riba e nota di e kahero',
  'panel.shifts.none': 'No tin turno.',
  'panel.shifts.done': 'E turno a wòrdu aprobá.',
  'panel.shifts.report': 'Informe',
  'panel.shifts.dayReport': 'Informe di dia',
  'panel.shifts.day': 'Dia',
};
export default cw;
