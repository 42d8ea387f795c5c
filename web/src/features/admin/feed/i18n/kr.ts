import type { FeedAdminMessages } from './tr.ts';

const kr: FeedAdminMessages = {
  'panel.nav.feed': '배당 피드',
  'feed.simulator':
    '피드는 내장 시뮬레이터입니다. 경기와 배당을 스스로 만들기 때문에 살펴볼 공급자나 프로듀서가 없습니다.',
  'feed.none': '설정된 피드가 없습니다. 경기는 백오피스에서만 들어옵니다.',
  'feed.notRunning': '지금 피드를 실행하는 서버가 없습니다.',
  'feed.summary':
    '메시지 {{received}}건 수신, 오래된 메시지 {{stale}}건, 중복 {{duplicate}}건, 읽을 수 없는 메시지 {{invalid}}건 폐기.',
  'feed.producer': '프로듀서',
  'feed.producer.live': '라이브 배당',
  'feed.producer.prematch': '경기 전 배당',
  'feed.state': '상태',
  'feed.state.up': '정상',
  'feed.state.down': '중단',
  'feed.state.recovering': '복구 중',
  'feed.downSince': '중단 시각',
  'feed.perSecond': '메시지/초',
  'feed.lastMessage': '마지막 메시지',
  'feed.messages': '메시지',
  'feed.stale': '폐기된 오래된 메시지',
  'feed.parked':
    '공급자의 정산 {{n}}건을 데이터베이스에 기록하지 못해 몇 초마다 다시 시도하고 있습니다(가장 오래된 건: {{since}}부터). 마지막 오류: {{error}}',
  'feed.parkedFailed':
    '보관된 공급자 정산 {{n}}건은 적용할 수 없습니다(정산이 아님, 예: 직접 작성한 행). 실패로 표시되었으며 다시 시도하지 않습니다. 이유: {{error}}',
  'feed.never': '아직 없음',
};
export default kr;
