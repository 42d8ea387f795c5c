/** The back office's odds feed texts in Turkish, the default; every language has the same keys. */
const tr = {
  'panel.nav.feed': 'Oran akışı',
  'feed.simulator':
    'Akış yerleşik simülatör: maçları ve oranları kendisi üretir, izlenecek bir sağlayıcı ya da üretici yoktur.',
  'feed.none': 'Akış tanımlı değil: maçlar yalnızca arka ofisten gelir.',
  'feed.notRunning': 'Şu anda akışı çalıştıran bir sunucu yok.',
  'feed.summary':
    '{{received}} mesaj alındı; {{stale}} eski, {{duplicate}} tekrar ve {{invalid}} anlaşılamayan mesaj atıldı.',
  'feed.producer': 'Üretici',
  'feed.producer.live': 'Canlı oranlar',
  'feed.producer.prematch': 'Maç öncesi oranlar',
  'feed.state': 'Durum',
  'feed.state.up': 'Çalışıyor',
  'feed.state.down': 'Kapalı',
  'feed.state.recovering': 'Kurtarılıyor',
  'feed.downSince': 'Kapalı olduğu an',
  'feed.perSecond': 'Mesaj/sn',
  'feed.lastMessage': 'Son mesaj',
  'feed.messages': 'Mesaj',
  'feed.stale': 'Atılan eski',
  'feed.parked':
    'Sağlayıcının {{n}} sonuçlandırması veritabanına yazılamadı; birkaç saniyede bir yeniden deneniyor (en eskisi {{since}} tarihinden beri). Son hata: {{error}}',
  'feed.parkedFailed':
    'Sağlayıcının {{n}} sonuçlandırması hiçbir zaman uygulanamaz (bir sonuçlandırma değil, örneğin elle yazılmış bir satır); başarısız olarak işaretlendi ve yeniden denenmiyor. Neden: {{error}}',
  'feed.never': 'henüz yok',
} as const;
export default tr;
export type FeedAdminMessages = Record<keyof typeof tr, string>;
