import type { TradingMessages } from './tr.ts';

const az: TradingMessages = {
  'panel.nav.tradingLimits': 'Mərc limitləri',
  'limits.formTitle': 'Limit əlavə et və ya dəyiş',
  'limits.help':
    'İdman növü, liqa, matç, bazar növü və ya oyunçu üçün limit; kupon qəbul edilərkən ən sərt olanı tətbiq olunur. Saytın matç limiti (match_stake_limit) standart olaraq qalır.',
  'limits.scope': 'Əhatə',
  'limits.scope.sport': 'İdman növü',
  'limits.scope.league': 'Liqa',
  'limits.scope.match': 'Matç',
  'limits.scope.marketType': 'Bazar növü',
  'limits.scope.player': 'Oyunçu',
  'limits.targetId': 'İdentifikator (ID)',
  'limits.target': 'Hədəf',
  'limits.maxStake': 'Maksimum mərc',
  'limits.maxPay': 'Maksimum ödəniş',
  'limits.matchTotal': 'Matç üzrə cəmi',
  'limits.stakeFactor': 'Mərc əmsalı',
  'limits.emptyHint':
    'Boş məbləğ digər limitlərə qalır; 0,5 əmsalı oyunçunun bütün limitlərini yarıya endirir.',
  'limits.invalid': 'ID tam ədəddir, məbləğlər sıfır və ya çox (ən çox 2 onluq), əmsal 0,01-dən 10-a qədər.',
  'limits.save': 'Yadda saxla',
  'limits.saved': '{{name}} üçün limit yadda saxlanıldı; növbəti kupon ona tabedir.',
  'limits.removed': '{{name}} limiti silindi.',
  'limits.listTitle': 'Limitlər',
  'limits.none': 'Hələ limit yoxdur.',
  'limits.updated': 'Yeniləndi',
  'limits.actions': 'Əməliyyatlar',
  'limits.edit': 'Redaktə et',
  'limits.editOf': 'Redaktə et: {{name}}',
  'limits.remove': 'Sil',
  'limits.removeOf': 'Sil: {{name}}',
};
export default az;
