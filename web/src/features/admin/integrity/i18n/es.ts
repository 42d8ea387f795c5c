import type { IntegrityMessages } from './tr.ts';

const es: IntegrityMessages = {
  'panel.integrity.verify': 'Verificar el registro de auditoría',
  'panel.integrity.verifying': 'Comprobando el registro de auditoría…',
  'panel.integrity.verifyOk':
    'El registro de auditoría está intacto: {{count}} filas comprobadas, {{archived}} de ellas en el archivo.',
  'panel.integrity.verifyBroken':
    'El registro de auditoría está roto en la fila {{seq}}: {{what}}. Las {{count}} filas anteriores están intactas.',
  'panel.integrity.break.missing': 'la fila fue eliminada',
  'panel.integrity.break.hash': 'la fila fue modificada',
  'panel.integrity.break.link':
    'la fila no sigue a la anterior (esa fue reescrita o una fila aparece dos veces)',
  'panel.integrity.break.tail': 'las filas más recientes fueron eliminadas o reescritas',
  'panel.integrity.archiveBroken':
    'El archivo de apuestas no coincide con lo que el registro de auditoría guardó de él.',
  'panel.integrity.failed.title': 'Inicios de sesión fallidos en las últimas 24 horas: {{count}}',
  'panel.integrity.failed.perHour': 'Inicios de sesión fallidos por hora',
  'panel.integrity.failed.ips': 'Direcciones con más intentos',
  'panel.integrity.failed.names': 'Nombres de usuario más probados',
  'panel.integrity.failed.none': 'Ninguno.',
  'panel.integrity.wagers.title': 'Registros de apuestas (GLI-33)',
  'panel.audit.kind.wagers': 'Registros de apuestas',
  'panel.integrity.wagers.note':
    'Boletos aceptados en estos días, archivo incluido (días en la zona horaria del sitio).',
  'panel.integrity.wagers.csv': 'Descargar CSV',
  'panel.integrity.wagers.json': 'Descargar JSON',
  'panel.audit.action.wagers.archive': 'Registros de apuestas archivados',
  'panel.audit.action.auth.login': 'Inicio de sesión',
  'panel.audit.action.auth.loginFailed': 'Intento de acceso fallido',
  'panel.audit.action.payment.shopWithdrawalCancelled': 'Retiro en local cancelado',
  'panel.audit.action.auth.handTerminalRevoked': 'Terminal portátil revocado',
  'panel.audit.action.payment.approve': 'Solicitud de pago aprobada',
  'panel.audit.action.payment.reject': 'Solicitud de pago rechazada',
  'panel.audit.action.rg.timeOut': 'Pausa',
  'panel.audit.action.rg.realityCheck': 'Intervalo del recordatorio de juego cambiado',
  'panel.audit.action.paymentCategory.create': 'Categoría de pago creada',
  'panel.audit.action.paymentCategory.update': 'Categoría de pago modificada',
  'panel.audit.action.paymentMethod.create': 'Método de pago creado',
  'panel.audit.action.paymentMethod.update': 'Método de pago modificado',
};
export default es;
