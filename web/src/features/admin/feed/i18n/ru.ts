import type { FeedAdminMessages } from './tr.ts';

const ru: FeedAdminMessages = {
  'panel.nav.feed': 'Фид коэффициентов',
  'feed.simulator':
    'Фид — встроенный симулятор: он сам создаёт матчи и коэффициенты, поэтому нет ни поставщика, ни продюсера, за которыми нужно следить.',
  'feed.none': 'Фид не настроен: матчи поступают только из бэк-офиса.',
  'feed.notRunning': 'Сейчас ни один сервер не ведёт фид.',
  'feed.summary':
    'Получено сообщений: {{received}}; отброшено устаревших: {{stale}}, повторных: {{duplicate}}, нечитаемых: {{invalid}}.',
  'feed.producer': 'Продюсер',
  'feed.producer.live': 'Лайв-коэффициенты',
  'feed.producer.prematch': 'Коэффициенты до матча',
  'feed.state': 'Состояние',
  'feed.state.up': 'Работает',
  'feed.state.down': 'Не работает',
  'feed.state.recovering': 'Восстановление',
  'feed.downSince': 'Не работает с',
  'feed.perSecond': 'Сообщений/с',
  'feed.lastMessage': 'Последнее сообщение',
  'feed.messages': 'Сообщения',
  'feed.stale': 'Устаревших отброшено',
  'feed.parked':
    'Расчёты поставщика ({{n}}) не удалось записать в базу данных; они повторяются каждые несколько секунд (самый ранний с {{since}}). Последняя ошибка: {{error}}',
  'feed.never': 'пока нет',
};
export default ru;
