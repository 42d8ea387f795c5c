/** The back office's trading limits texts in Turkish, the default; every language has the same keys. */
const tr = {
  'panel.nav.tradingLimits': 'Bahis limitleri',
  'limits.formTitle': 'Limit ekle veya değiştir',
  'limits.help':
    'Spor, lig, maç, market türü ya da oyuncu için limit; kupon alınırken en kısıtlayıcı olan uygulanır. Sitenin maç başı limiti (match_stake_limit) varsayılan kalır.',
  'limits.scope': 'Kapsam',
  'limits.scope.sport': 'Spor',
  'limits.scope.league': 'Lig',
  'limits.scope.match': 'Maç',
  'limits.scope.marketType': 'Market türü',
  'limits.scope.player': 'Oyuncu',
  'limits.targetId': 'Kimlik (ID)',
  'limits.target': 'Hedef',
  'limits.maxStake': 'En yüksek bahis',
  'limits.maxPay': 'En yüksek ödeme',
  'limits.matchTotal': 'Maç başı toplam',
  'limits.stakeFactor': 'Oyuncu çarpanı',
  'limits.emptyHint':
    'Boş bırakılan değer diğer limitlere kalır; çarpan 0,5 oyuncunun bütün limitlerini yarıya indirir.',
  'limits.invalid':
    'Kimlik bir tam sayı, tutarlar sıfır veya üstü (en çok 2 ondalık), çarpan 0,01 ile 10 arası olmalı.',
  'limits.save': 'Kaydet',
  'limits.saved': '{{name}} için limit kaydedildi; bir sonraki kuponda geçerli.',
  'limits.removed': '{{name}} limiti kaldırıldı.',
  'limits.listTitle': 'Limitler',
  'limits.none': 'Henüz limit yok.',
  'limits.updated': 'Güncellendi',
  'limits.actions': 'İşlemler',
  'limits.edit': 'Düzenle',
  'limits.editOf': 'Düzenle: {{name}}',
  'limits.remove': 'Kaldır',
  'limits.removeOf': 'Kaldır: {{name}}',
} as const;
export default tr;
export type TradingMessages = Record<keyof typeof tr, string>;
