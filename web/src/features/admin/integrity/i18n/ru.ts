import type { IntegrityMessages } from './tr.ts';

const ru: IntegrityMessages = {
  'panel.integrity.verify': 'Проверить журнал аудита',
  'panel.integrity.verifying': 'Журнал аудита проверяется…',
  'panel.integrity.verifyOk': 'Журнал аудита цел: проверено строк: {{count}}, из них в архиве: {{archived}}.',
  'panel.integrity.verifyBroken':
    'Журнал аудита нарушен в строке {{seq}}: {{what}}. Предыдущие строки ({{count}}) целы.',
  'panel.integrity.break.missing': 'строка удалена',
  'panel.integrity.break.hash': 'строка изменена',
  'panel.integrity.break.link':
    'строка не продолжает предыдущую (та была перезаписана или строка встречается дважды)',
  'panel.integrity.break.tail': 'последние строки удалены или перезаписаны',
  'panel.integrity.archiveBroken': 'Архив ставок не совпадает с тем, что о нём записано в журнале аудита.',
  'panel.integrity.failed.title': 'Неудачные входы за последние 24 часа: {{count}}',
  'panel.integrity.failed.perHour': 'Неудачные входы по часам',
  'panel.integrity.failed.ips': 'Адреса с наибольшим числом попыток',
  'panel.integrity.failed.names': 'Чаще всего подбираемые имена',
  'panel.integrity.failed.none': 'Нет.',
  'panel.integrity.wagers.title': 'Записи ставок (GLI-33)',
  'panel.audit.kind.wagers': 'Записи ставок',
  'panel.integrity.wagers.note': 'Купоны, принятые в эти дни, включая архив (дни по часовому поясу сайта).',
  'panel.integrity.wagers.csv': 'Скачать CSV',
  'panel.integrity.wagers.json': 'Скачать JSON',
  'panel.audit.action.wagers.archive': 'Записи ставок перенесены в архив',
  'panel.audit.action.auth.login': 'Вход в систему',
  'panel.audit.action.auth.loginFailed': 'Неудачная попытка входа',
  'panel.audit.action.payment.shopWithdrawalCancelled': 'Вывод в пункте отменён',
  'panel.audit.action.auth.handTerminalRevoked': 'Ручной терминал отозван',
  'panel.audit.action.payment.approve': 'Платёжный запрос одобрен',
  'panel.audit.action.payment.reject': 'Платёжный запрос отклонён',
  'panel.audit.action.rg.timeOut': 'Перерыв',
  'panel.audit.action.rg.realityCheck': 'Интервал напоминания о времени игры изменён',
  'panel.audit.action.paymentCategory.create': 'Категория платежей создана',
  'panel.audit.action.paymentCategory.update': 'Категория платежей изменена',
  'panel.audit.action.paymentMethod.create': 'Способ оплаты создан',
  'panel.audit.action.paymentMethod.update': 'Способ оплаты изменён',
};
export default ru;
