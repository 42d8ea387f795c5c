import { JackpotTiles } from '../casino/JackpotTiles.tsx';

/**
 * Home's match jackpot (spec section 2): the sports pools, pre-match and live, as tiles that move
 * with every coupon that feeds them. Loaded only when its box scrolls into view (HomeExtras).
 */
export default function MatchJackpot() {
  return <JackpotTiles product="sports" />;
}
