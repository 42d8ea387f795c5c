import type { FeedAdminMessages } from './tr.ts';

const az: FeedAdminMessages = {
  'panel.nav.feed': 'Əmsal axını',
  'feed.simulator':
    'Axın daxili simulyatordur: matçları və əmsalları özü yaradır, izləniləsi təchizatçı və ya istehsalçı yoxdur.',
  'feed.none': 'Axın qurulmayıb: matçlar yalnız arxa ofisdən gəlir.',
  'feed.notRunning': 'Hazırda axını heç bir server işlətmir.',
  'feed.summary':
    '{{received}} mesaj alındı; {{stale}} köhnə, {{duplicate}} təkrar və {{invalid}} oxunmayan mesaj atıldı.',
  'feed.producer': 'İstehsalçı',
  'feed.producer.live': 'Canlı əmsallar',
  'feed.producer.prematch': 'Matçdan əvvəlki əmsallar',
  'feed.state': 'Vəziyyət',
  'feed.state.up': 'İşləyir',
  'feed.state.down': 'Dayanıb',
  'feed.state.recovering': 'Bərpa olunur',
  'feed.downSince': 'Dayandığı an',
  'feed.perSecond': 'Mesaj/san',
  'feed.lastMessage': 'Son mesaj',
  'feed.messages': 'Mesajlar',
  'feed.stale': 'Atılan köhnə',
  'feed.parked':
    'Provayderin {{n}} hesablaşması verilənlər bazasına yazıla bilmədi və bir neçə saniyədən bir yenidən sınanır (ən köhnəsi {{since}} tarixindən). Son xəta: {{error}}',
  'feed.parkedFailed':
    'Provayderin saxlanmış {{n}} hesablaşması heç vaxt tətbiq edilə bilməz (hesablaşma deyil, məsələn, əllə yazılmış sətir); uğursuz kimi işarələndi və yenidən sınanmır. Səbəb: {{error}}',
  'feed.never': 'hələ yoxdur',
};
export default az;
