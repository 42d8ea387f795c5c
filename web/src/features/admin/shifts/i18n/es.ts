import type { ShiftsAdminMessages } from './tr.ts';

const es: ShiftsAdminMessages = {
  'panel.nav.shifts': 'Turnos de caja',
  'panel.shifts.filter': 'Estado',
  'panel.shifts.all': 'Todos',
  'panel.shifts.state.open': 'Abierto',
  'panel.shifts.state.closed': 'Cerrado',
  'panel.shifts.state.signedOff': 'Aprobado',
  'panel.shifts.cashier': 'Cajero',
  'panel.shifts.terminal': 'N.º de terminal',
  'panel.shifts.opened': 'Apertura',
  'panel.shifts.float': 'Fondo de caja',
  'panel.shifts.expected': 'Esperado',
  'panel.shifts.counted': 'Contado',
  'panel.shifts.variance': 'Diferencia',
  'panel.shifts.note': 'Nota',
  'panel.shifts.signOff': 'Aprobar',
  'panel.shifts.signedOffBy': 'Aprobado por {{name}}',
  'panel.shifts.noteMissing': 'Esperando la nota del cajero',
  'panel.shifts.none': 'No hay turnos.',
  'panel.shifts.done': 'Turno aprobado.',
  'panel.shifts.report': 'Informe',
  'panel.shifts.dayReport': 'Informe del día',
  'panel.shifts.day': 'Día',
};
export default es;
