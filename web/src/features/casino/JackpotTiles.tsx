import './jackpot-tiles.css';
import { useTranslation } from 'react-i18next';
import { hasProduct, type CasinoProductKey, type JackpotData } from '@bet/shared';
import { useJackpots } from '../../realtime/jackpot-socket.ts';
import { useSession } from '../../state/session-store.ts';
import { useMoney } from '../../ui/use-money.ts';

type Tile = { key: string; pool: (d: JackpotData) => { balance: number; light: boolean } };

/** Where tiles show: a casino lobby, or Home's match jackpot (the sports pools). */
export type JackpotPlace = CasinoProductKey | 'sports';

/** Slots: mega, daily, weekly; live casino: its daily jackpot; Home: pre-match and live (spec section 2). */
const TILES: Partial<Record<JackpotPlace, Tile[]>> = {
  slot: [
    { key: 'mega', pool: (d) => d.casino.mega },
    { key: 'daily', pool: (d) => d.casino.daily },
    { key: 'weekly', pool: (d) => d.casino.weekly },
  ],
  live: [{ key: 'live', pool: (d) => d.livecasino.daily }],
  sports: [
    { key: 'sportsPrematch', pool: (d) => d.sports.prematch },
    { key: 'sportsLive', pool: (d) => d.sports.live },
  ],
};

/**
 * A lobby's jackpot tiles with the pools' live amounts, written as every amount of the site (shared's
 * formatMoney in the page's language, the pool's own currency). Guests see them; a player
 * sees the slot tiles with slotjackpotUser and the live one with livejackpotUser (spec section 6);
 * Home's match jackpot is everyone's. The winner line tells the casino's winners (its events).
 */
export function JackpotTiles({ product }: { product: JackpotPlace }) {
  const { t } = useTranslation();
  // a tile's amount is one piece: '2.500,00' and 'TL' never part at a line's end
  const money = useMoney({ keepTogether: true });
  const user = useSession((s) => s.user);
  const tiles = TILES[product];
  const allowed =
    !!tiles &&
    (!user ||
      product === 'sports' ||
      hasProduct(user, product === 'live' ? 'livejackpotUser' : 'slotjackpotUser'));
  const { data, winner } = useJackpots(allowed);
  if (!tiles || !allowed) return null;
  const amount = (minor: number, currency: string) => money(minor, currency);
  return (
    <section className="jackpot-tiles" aria-label={t('casino.jackpots')} data-testid="jackpot-tiles">
      <ul>
        {tiles.map((tile) => {
          const pool = data ? tile.pool(data) : null;
          return (
            <li
              key={tile.key}
              className={`jackpot-tile${pool?.light ? ' light' : ''}`}
              data-testid={`jackpot-${tile.key}`}
            >
              <span className="jackpot-name">{t(`casino.jackpot.${tile.key}`)}</span>
              <bdi className="jackpot-amount" aria-busy={pool ? undefined : true}>
                {pool && data ? amount(pool.balance, data.currency) : '…'}
              </bdi>
            </li>
          );
        })}
      </ul>
      <p className="jackpot-winner" role="status">
        {winner && product !== 'sports'
          ? t('casino.jackpotWon', {
              name: winner.userName,
              amount: amount(winner.amount, winner.currency),
            })
          : ''}
      </p>
    </section>
  );
}
