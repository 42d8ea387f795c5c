import type { ShiftsAdminMessages } from './tr.ts';

const fr: ShiftsAdminMessages = {
  'panel.nav.shifts': 'Services de caisse',
  'panel.shifts.filter': 'État',
  'panel.shifts.all': 'Tous',
  'panel.shifts.state.open': 'Ouvert',
  'panel.shifts.state.closed': 'Fermé',
  'panel.shifts.state.signedOff': 'Validé',
  'panel.shifts.cashier': 'Caissier',
  'panel.shifts.terminal': 'N° de terminal',
  'panel.shifts.opened': 'Ouverture',
  'panel.shifts.float': 'Fonds de caisse',
  'panel.shifts.expected': 'Attendu',
  'panel.shifts.counted': 'Compté',
  'panel.shifts.variance': 'Écart',
  'panel.shifts.note': 'Remarque',
  'panel.shifts.signOff': 'Valider',
  'panel.shifts.signedOffBy': 'Validé par {{name}}',
  'panel.shifts.noteMissing': 'En attente de la note du caissier',
  'panel.shifts.none': 'Aucun service.',
  'panel.shifts.done': 'Service validé.',
  'panel.shifts.report': 'Rapport',
  'panel.shifts.dayReport': 'Rapport du jour',
  'panel.shifts.day': 'Jour',
};
export default fr;
