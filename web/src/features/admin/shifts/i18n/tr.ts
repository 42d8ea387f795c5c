/** The panel's cashier shifts page, in Turkish, the default; every language has the same keys. */
const tr = {
  'panel.nav.shifts': 'Kasiyer vardiyaları',
  'panel.shifts.filter': 'Durum',
  'panel.shifts.all': 'Tümü',
  'panel.shifts.state.open': 'Açık',
  'panel.shifts.state.closed': 'Kapandı',
  'panel.shifts.state.signedOff': 'Onaylandı',
  'panel.shifts.cashier': 'Kasiyer',
  'panel.shifts.terminal': 'Terminal no',
  'panel.shifts.opened': 'Açılış',
  'panel.shifts.float': 'Başlangıç kasası',
  'panel.shifts.expected': 'Beklenen',
  'panel.shifts.counted': 'Sayılan',
  'panel.shifts.variance': 'Fark',
  'panel.shifts.note': 'Not',
  'panel.shifts.signOff': 'Onayla',
  'panel.shifts.signedOffBy': '{{name}} onayladı',
  'panel.shifts.noteMissing': 'Kasiyerin notu bekleniyor',
  'panel.shifts.none': 'Vardiya yok.',
  'panel.shifts.done': 'Vardiya onaylandı.',
  'panel.shifts.report': 'Rapor',
  'panel.shifts.dayReport': 'Gün sonu raporu',
  'panel.shifts.day': 'Gün',
};
export type ShiftsAdminMessages = Record<keyof typeof tr, string>;
export default tr;
