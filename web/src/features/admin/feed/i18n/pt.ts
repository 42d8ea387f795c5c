import type { FeedAdminMessages } from './tr.ts';

const pt: FeedAdminMessages = {
  'panel.nav.feed': 'Feed de odds',
  'feed.simulator':
    'O feed é o simulador integrado: cria os próprios jogos e odds, por isso não há fornecedor nem produtor a vigiar.',
  'feed.none': 'Nenhum feed configurado: os jogos vêm apenas do back office.',
  'feed.notRunning': 'Nenhum servidor executa o feed neste momento.',
  'feed.summary':
    '{{received}} mensagens recebidas; descartadas {{stale}} antigas, {{duplicate}} repetidas e {{invalid}} ilegíveis.',
  'feed.producer': 'Produtor',
  'feed.producer.live': 'Odds ao vivo',
  'feed.producer.prematch': 'Odds pré-jogo',
  'feed.state': 'Estado',
  'feed.state.up': 'Ativo',
  'feed.state.down': 'Em baixo',
  'feed.state.recovering': 'A recuperar',
  'feed.downSince': 'Em baixo desde',
  'feed.perSecond': 'Mensagens/s',
  'feed.lastMessage': 'Última mensagem',
  'feed.messages': 'Mensagens',
  'feed.stale': 'Antigas descartadas',
  'feed.parked':
    '{{n}} liquidações do fornecedor não puderam ser gravadas na base de dados e são tentadas de novo a cada poucos segundos (a mais antiga desde {{since}}). Último erro: {{error}}',
  'feed.parkedFailed':
    '{{n}} liquidações guardadas do fornecedor nunca poderão ser aplicadas (não são uma liquidação, p. ex. uma linha escrita à mão); estão marcadas como falhadas e não são tentadas de novo. Motivo: {{error}}',
  'feed.never': 'nenhuma ainda',
};
export default pt;
