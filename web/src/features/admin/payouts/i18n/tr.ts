/** The panel's payout approvals page, in Turkish, the default; every language has the same keys. */
const tr = {
  'panel.nav.approvals': 'Ödeme onayları',
  'panel.approvals.filter': 'Durum',
  'panel.approvals.all': 'Tümü',
  'panel.approvals.status.pending': 'Bekliyor',
  'panel.approvals.status.approved': 'Onaylandı',
  'panel.approvals.status.rejected': 'Reddedildi',
  'panel.approvals.ticket': 'Kupon',
  'panel.approvals.shop': 'Bayi',
  'panel.approvals.terminal': 'Terminal numarası',
  'panel.approvals.requested': 'İstendi',
  'panel.approvals.amount': 'Tutar',
  'panel.approvals.decision': 'Karar',
  'panel.approvals.approve': 'Onayla',
  'panel.approvals.refuse': 'Reddet',
  'panel.approvals.reason': 'Ret nedeni',
  'panel.approvals.approved': 'Ödeme onaylandı.',
  'panel.approvals.refused': 'Ödeme reddedildi.',
  'panel.approvals.none': 'Bekleyen ödeme yok.',
};
export type PayoutApprovalsMessages = Record<keyof typeof tr, string>;
export default tr;
