import type { TradingMessages } from './tr.ts';

const ru: TradingMessages = {
  'panel.nav.tradingLimits': 'Лимиты ставок',
  'limits.formTitle': 'Добавить или изменить лимит',
  'limits.help':
    'Лимит на вид спорта, лигу, матч, тип рынка или игрока; при приёме купона действует самый строгий. Лимит сайта на матч (match_stake_limit) остаётся значением по умолчанию.',
  'limits.scope': 'Область',
  'limits.scope.sport': 'Вид спорта',
  'limits.scope.league': 'Лига',
  'limits.scope.match': 'Матч',
  'limits.scope.marketType': 'Тип рынка',
  'limits.scope.player': 'Игрок',
  'limits.targetId': 'Номер (ID)',
  'limits.target': 'Объект',
  'limits.maxStake': 'Макс. ставка',
  'limits.maxPay': 'Макс. выплата',
  'limits.matchTotal': 'Всего на матч',
  'limits.stakeFactor': 'Коэффициент ставки',
  'limits.emptyHint':
    'Пустая сумма остаётся за другими лимитами; коэффициент 0,5 вдвое снижает все лимиты игрока.',
  'limits.invalid':
    'ID — целое число, суммы от нуля (не более 2 знаков после запятой), коэффициент от 0,01 до 10.',
  'limits.save': 'Сохранить',
  'limits.saved': 'Лимит для {{name}} сохранён; следующий купон его учтёт.',
  'limits.removed': 'Лимит {{name}} удалён.',
  'limits.listTitle': 'Лимиты',
  'limits.none': 'Лимитов пока нет.',
  'limits.updated': 'Изменён',
  'limits.actions': 'Действия',
  'limits.edit': 'Изменить',
  'limits.editOf': 'Изменить {{name}}',
  'limits.remove': 'Удалить',
  'limits.removeOf': 'Удалить {{name}}',
};
export default ru;
