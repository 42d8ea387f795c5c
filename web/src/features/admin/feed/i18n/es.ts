import type { FeedAdminMessages } from './tr.ts';

const es: FeedAdminMessages = {
  'panel.nav.feed': 'Feed de cuotas',
  'feed.simulator':
    'El feed es el simulador integrado: crea sus propios partidos y cuotas, así que no hay proveedor ni productor que vigilar.',
  'feed.none': 'No hay feed configurado: los partidos solo llegan desde el back office.',
  'feed.notRunning': 'Ningún servidor ejecuta el feed ahora mismo.',
  'feed.summary':
    '{{received}} mensajes recibidos; descartados {{stale}} antiguos, {{duplicate}} repetidos y {{invalid}} ilegibles.',
  'feed.producer': 'Productor',
  'feed.producer.live': 'Cuotas en vivo',
  'feed.producer.prematch': 'Cuotas prepartido',
  'feed.state': 'Estado',
  'feed.state.up': 'Activo',
  'feed.state.down': 'Caído',
  'feed.state.recovering': 'Recuperando',
  'feed.downSince': 'Caído desde',
  'feed.perSecond': 'Mensajes/s',
  'feed.lastMessage': 'Último mensaje',
  'feed.messages': 'Mensajes',
  'feed.stale': 'Antiguos descartados',
  'feed.parked':
    '{{n}} liquidaciones del proveedor no se pudieron escribir en la base de datos y se reintentan cada pocos segundos (la más antigua desde {{since}}). Último error: {{error}}',
  'feed.parkedFailed':
    '{{n}} liquidaciones guardadas del proveedor no se pueden aplicar nunca (no son una liquidación, p. ej. una fila escrita a mano); están marcadas como fallidas y no se reintentan. Motivo: {{error}}',
  'feed.never': 'ninguno aún',
};
export default es;
