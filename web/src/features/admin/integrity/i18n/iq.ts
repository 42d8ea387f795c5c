import type { IntegrityMessages } from './tr.ts';

const iq: IntegrityMessages = {
  'panel.integrity.verify': 'Tomara kiryaran verast bike',
  'panel.integrity.verifying': 'Tomara kiryaran tê kontrolkirin…',
  'panel.integrity.verifyOk':
    'Tomara kiryaran saxlem e: {{count}} rêz hatin kontrolkirin, {{archived}} ji wan di arşîvê de ne.',
  'panel.integrity.verifyBroken':
    'Tomara kiryaran li rêza {{seq}} şikestiye: {{what}}. {{count}} rêzên berî wê saxlem in.',
  'panel.integrity.break.missing': 'rêz hatiye jêbirin',
  'panel.integrity.break.hash': 'rêz hatiye guhertin',
  'panel.integrity.break.link':
    'rêz li pey ya berê nayê (ya berê ji nû ve hatiye nivîsandin an rêzek du caran heye)',
  'panel.integrity.break.tail': 'rêzên herî nû hatine jêbirin an ji nû ve hatine nivîsandin',
  'panel.integrity.archiveBroken':
    'Arşîva behîsan bi tiştê ku tomara kontrolê li ser wê nivîsandiye re li hev nayê.',
  'panel.integrity.failed.title': 'Têketinên têkçûyî di 24 demjimêrên dawî de: {{count}}',
  'panel.integrity.failed.perHour': 'Têketinên têkçûyî her demjimêr',
  'panel.integrity.failed.ips': 'Navnîşanên ku herî zêde diceribînin',
  'panel.integrity.failed.names': 'Navên bikarhêner ên herî zêde hatine ceribandin',
  'panel.integrity.failed.none': 'Tune.',
  'panel.integrity.wagers.title': 'Tomarên behîsan (GLI-33)',
  'panel.audit.kind.wagers': 'Tomarên behîsan',
  'panel.integrity.wagers.note':
    'Kuponên di van rojan de hatine qebûlkirin, arşîv jî tê de (rojên li gorî qada demê ya malperê).',
  'panel.integrity.wagers.csv': 'CSV daxîne',
  'panel.integrity.wagers.json': 'JSON daxîne',
  'panel.audit.action.wagers.archive': 'Tomarên behîsan hatin arşîvkirin',
  'panel.audit.action.auth.login': 'Têketin',
  'panel.audit.action.auth.loginFailed': 'Hewldana têketinê ya têkçûyî',
  'panel.audit.action.payment.shopWithdrawalCancelled': 'Vekişandina li dikanê hat betalkirin',
  'panel.audit.action.auth.handTerminalRevoked': 'Termînala destan hat betalkirin',
  'panel.audit.action.payment.approve': 'Daxwaza dravdanê hate pejirandin',
  'panel.audit.action.payment.reject': 'Daxwaza dravdanê hate redkirin',
  'panel.audit.action.rg.timeOut': 'Navber',
  'panel.audit.action.rg.realityCheck': 'Navbera bîranîna dema lîstinê hat guhertin',
  'panel.audit.action.paymentCategory.create': 'Kategoriya dravdanê hate afirandin',
  'panel.audit.action.paymentCategory.update': 'Kategoriya dravdanê hate guhertin',
  'panel.audit.action.paymentMethod.create': 'Rêbaza dravdanê hate afirandin',
  'panel.audit.action.paymentMethod.update': 'Rêbaza dravdanê hate guhertin',
};
export default iq;
