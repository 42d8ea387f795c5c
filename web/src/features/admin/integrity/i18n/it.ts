import type { IntegrityMessages } from './tr.ts';

const it: IntegrityMessages = {
  'panel.integrity.verify': 'Verifica il registro di audit',
  'panel.integrity.verifying': 'Verifica del registro di audit in corso…',
  'panel.integrity.verifyOk':
    'Il registro di audit è integro: {{count}} righe verificate, di cui {{archived}} nell’archivio.',
  'panel.integrity.verifyBroken':
    'Il registro di audit è interrotto alla riga {{seq}}: {{what}}. Le {{count}} righe precedenti sono integre.',
  'panel.integrity.break.missing': 'la riga è stata eliminata',
  'panel.integrity.break.hash': 'la riga è stata modificata',
  'panel.integrity.break.link':
    'la riga non segue la precedente (quella è stata riscritta o una riga compare due volte)',
  'panel.integrity.break.tail': 'le righe più recenti sono state eliminate o riscritte',
  'panel.integrity.archiveBroken':
    'L’archivio delle scommesse non corrisponde a quanto ne ha registrato il registro di controllo.',
  'panel.integrity.failed.title': 'Accessi falliti nelle ultime 24 ore: {{count}}',
  'panel.integrity.failed.perHour': 'Accessi falliti per ora',
  'panel.integrity.failed.ips': 'Indirizzi con più tentativi',
  'panel.integrity.failed.names': 'Nomi utente più tentati',
  'panel.integrity.failed.none': 'Nessuno.',
  'panel.integrity.wagers.title': 'Registri delle scommesse (GLI-33)',
  'panel.audit.kind.wagers': 'Registri delle scommesse',
  'panel.integrity.wagers.note':
    'Schedine accettate in questi giorni, archivio compreso (giorni del fuso orario del sito).',
  'panel.integrity.wagers.csv': 'Scarica CSV',
  'panel.integrity.wagers.json': 'Scarica JSON',
  'panel.audit.action.wagers.archive': 'Registri delle scommesse archiviati',
  'panel.audit.action.auth.login': 'Accesso',
  'panel.audit.action.auth.loginFailed': 'Tentativo di accesso fallito',
  'panel.audit.action.payment.shopWithdrawalCancelled': 'Prelievo in negozio annullato',
  'panel.audit.action.auth.handTerminalRevoked': 'Terminale portatile revocato',
  'panel.audit.action.payment.approve': 'Richiesta di pagamento approvata',
  'panel.audit.action.payment.reject': 'Richiesta di pagamento respinta',
  'panel.audit.action.rg.timeOut': 'Pausa',
  'panel.audit.action.rg.realityCheck': 'Intervallo del promemoria di gioco modificato',
  'panel.audit.action.paymentCategory.create': 'Categoria di pagamento creata',
  'panel.audit.action.paymentCategory.update': 'Categoria di pagamento modificata',
  'panel.audit.action.paymentMethod.create': 'Metodo di pagamento creato',
  'panel.audit.action.paymentMethod.update': 'Metodo di pagamento modificato',
};
export default it;
