import type { TradingMessages } from './tr.ts';

const it: TradingMessages = {
  'panel.nav.tradingLimits': 'Limiti di puntata',
  'limits.formTitle': 'Aggiungi o modifica un limite',
  'limits.help':
    'Un limite su sport, campionato, partita, tipo di mercato o giocatore; alla giocata vale il più restrittivo. Il limite per partita del sito (match_stake_limit) resta quello predefinito.',
  'limits.scope': 'Ambito',
  'limits.scope.sport': 'Disciplina sportiva',
  'limits.scope.league': 'Campionato',
  'limits.scope.match': 'Partita',
  'limits.scope.marketType': 'Tipo di mercato',
  'limits.scope.player': 'Giocatore',
  'limits.targetId': 'Identificativo (ID)',
  'limits.target': 'Obiettivo',
  'limits.maxStake': 'Puntata massima',
  'limits.maxPay': 'Vincita massima',
  'limits.matchTotal': 'Totale per partita',
  'limits.stakeFactor': 'Fattore di puntata',
  'limits.emptyHint':
    'Un importo vuoto è lasciato agli altri limiti; un fattore 0,5 dimezza tutti i limiti del giocatore.',
  'limits.invalid':
    'L’ID è un numero intero, gli importi zero o più (al massimo 2 decimali), il fattore da 0,01 a 10.',
  'limits.save': 'Salva',
  'limits.saved': 'Limite salvato per {{name}}; la prossima schedina lo rispetta.',
  'limits.removed': 'Limite di {{name}} rimosso.',
  'limits.listTitle': 'Limiti',
  'limits.none': 'Ancora nessun limite.',
  'limits.updated': 'Aggiornato',
  'limits.actions': 'Azioni',
  'limits.edit': 'Modifica',
  'limits.editOf': 'Modifica {{name}}',
  'limits.remove': 'Rimuovi',
  'limits.removeOf': 'Rimuovi {{name}}',
};
export default it;
