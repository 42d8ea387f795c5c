import type { TerminalsMessages } from './tr.ts';

const ru: TerminalsMessages = {
  'panel.terminals.build': 'Сборка',
  'panel.terminals.build.approved': 'Утверждена',
  'panel.terminals.build.unknown': 'Не утверждена',
  'panel.terminals.build.none': 'Не сообщена',
  'panel.terminals.approve': 'Утвердить эту сборку',
  'panel.terminals.builds': 'Утверждённые сборки терминалов',
  'panel.terminals.buildsNote':
    'Ставки принимают только терминалы с утверждённой сборкой и исправным принтером.',
  'panel.terminals.revoke': 'Отозвать',
  'panel.terminals.noBuilds': 'Ни одна сборка ещё не утверждена.',
  'panel.terminals.kiosk': 'Киоск',
  'panel.terminals.kiosk.ok': 'Работает',
  'panel.terminals.kiosk.printerProblem': 'Проблема с принтером',
  'panel.terminals.kiosk.outOfService': 'Не работает',
  'panel.terminals.kiosk.updating': 'Обновляется',
  'panel.handTerminals.title': 'Ручные терминалы',
  'panel.handTerminals.device': 'Устройство',
  'panel.handTerminals.lastSeen': 'Последняя активность',
  'panel.handTerminals.signedIn': 'В системе',
  'panel.handTerminals.signedOut': 'Вышел',
  'panel.handTerminals.revokedBy': 'Отозван {{when}}, {{who}}',
  'panel.handTerminals.revoke': 'Отозвать доступ',
  'panel.handTerminals.confirm': 'Отозвать {{name}} сейчас',
  'panel.handTerminals.none': 'Ни один ручной терминал ещё не входил.',
  'panel.handTerminals.failed': 'Не удалось отозвать ручной терминал, попробуйте ещё раз.',
  'panel.audit.action.terminalBuild.approve': 'Сборка терминала утверждена',
  'panel.audit.action.terminalBuild.revoke': 'Утверждение сборки терминала отозвано',
  'panel.audit.kind.terminalBuild': 'Сборка терминала',
};
export default ru;
