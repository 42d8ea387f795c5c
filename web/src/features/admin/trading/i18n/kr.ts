import type { TradingMessages } from './tr.ts';

const kr: TradingMessages = {
  'panel.nav.tradingLimits': '베팅 한도',
  'limits.formTitle': '한도 추가 또는 변경',
  'limits.help':
    '스포츠, 리그, 경기, 마켓 유형 또는 플레이어의 한도이며, 쿠폰을 받을 때 가장 엄격한 한도가 적용됩니다. 사이트의 경기당 한도(match_stake_limit)는 기본값으로 남습니다.',
  'limits.scope': '범위',
  'limits.scope.sport': '스포츠',
  'limits.scope.league': '리그',
  'limits.scope.match': '경기',
  'limits.scope.marketType': '마켓 유형',
  'limits.scope.player': '플레이어',
  'limits.targetId': '식별자(ID)',
  'limits.target': '대상',
  'limits.maxStake': '최대 베팅',
  'limits.maxPay': '최대 지급',
  'limits.matchTotal': '경기당 합계',
  'limits.stakeFactor': '베팅 배수',
  'limits.emptyHint':
    '비운 금액은 다른 한도에 맡깁니다. 배수 0.5는 플레이어의 모든 한도를 절반으로 줄입니다.',
  'limits.invalid': 'ID는 정수, 금액은 0 이상(소수점 2자리까지), 배수는 0.01에서 10까지입니다.',
  'limits.save': '저장',
  'limits.saved': '{{name}}의 한도를 저장했습니다. 다음 쿠폰부터 적용됩니다.',
  'limits.removed': '{{name}}의 한도를 삭제했습니다.',
  'limits.listTitle': '한도 목록',
  'limits.none': '아직 한도가 없습니다.',
  'limits.updated': '수정 시각',
  'limits.actions': '작업',
  'limits.edit': '편집',
  'limits.editOf': '{{name}} 편집',
  'limits.remove': '삭제',
  'limits.removeOf': '{{name}} 삭제',
};
export default kr;
