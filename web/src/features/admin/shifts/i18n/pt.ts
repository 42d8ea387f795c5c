import type { ShiftsAdminMessages } from './tr.ts';

const pt: ShiftsAdminMessages = {
  'panel.nav.shifts': 'Turnos de caixa',
  'panel.shifts.filter': 'Estado',
  'panel.shifts.all': 'Todos',
  'panel.shifts.state.open': 'Aberto',
  'panel.shifts.state.closed': 'Fechado',
  'panel.shifts.state.signedOff': 'Aprovado',
  'panel.shifts.cashier': 'Caixa',
  'panel.shifts.terminal': 'N.º do terminal',
  'panel.shifts.opened': 'Abertura',
  'panel.shifts.float': 'Fundo de caixa',
  'panel.shifts.expected': 'Esperado',
  'panel.shifts.counted': 'Contado',
  'panel.shifts.variance': 'Diferença',
  'panel.shifts.note': 'Nota',
  'panel.shifts.signOff': 'Aprovar',
  'panel.shifts.signedOffBy': 'Aprovado por {{name}}',
  'panel.shifts.noteMissing': 'À espera da nota do caixa',
  'panel.shifts.none': 'Sem turnos.',
  'panel.shifts.done': 'Turno aprovado.',
  'panel.shifts.report': 'Relatório',
  'panel.shifts.dayReport': 'Relatório do dia',
  'panel.shifts.day': 'Dia',
};
export default pt;
