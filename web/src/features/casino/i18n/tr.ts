/** The casino lobbies' texts in Turkish, the default; every other language has the same keys. */
const tr = {
  'casino.title.slot': 'Slot Oyunları',
  'casino.title.live': 'Canlı Casino',
  'casino.title.virtual': 'Sanal Oyunlar',
  'casino.title.tv': 'TV Oyunları',
  'casino.title.bingo': 'Tombala',
  'casino.products': 'Casino oyunları',
  'casino.search': 'Oyun veya sağlayıcı ara',
  'casino.searchMin': 'Aramak için en az 3 karakter yazın',
  'casino.noGames': 'Oyun bulunamadı',
  'casino.results': 'Arama sonuçları',
  'casino.all': 'Tümü',
  'casino.allGames': 'Tüm oyunlar',
  'casino.popular': 'Popüler',
  'casino.favorites': 'Favoriler',
  'casino.favAdd': 'Favorilere ekle',
  'casino.favRemove': 'Favorilerden çıkar',
  'casino.providers': 'Sağlayıcılar',
  'casino.categories': 'Kategoriler',
  'casino.moreProviders': 'Daha fazla sağlayıcı',
  'casino.fewerProviders': 'Daha az sağlayıcı',
  'casino.loading': 'Oyun yükleniyor:',
  'casino.close': 'Oyunu kapat',
  'casino.closePrompt': 'Kapat',
  'casino.loginToPlay': 'Gerçek parayla oynamak için giriş yapın.',
  'casino.demo': 'Demo oyna',
  'casino.serviceProblem': 'Serviste sorun var. Kontrol edin: {{fields}}',
  'casino.jackpots': 'Jackpotlar',
  'casino.jackpot.mega': 'Mega Jackpot',
  'casino.jackpot.daily': 'Günlük Jackpot',
  'casino.jackpot.weekly': 'Haftalık Jackpot',
  'casino.jackpot.live': 'Canlı Casino Jackpotu',
  'casino.jackpotWon': '{{name}} {{amount}} kazandı!',
};
export default tr;

export type CasinoKey = keyof typeof tr;
export type CasinoMessages = Record<CasinoKey, string>;
