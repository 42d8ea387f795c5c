import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BINGO_BALLS,
  BINGO_PRIZE_SHARE_BP,
  BINGO_STAGES,
  bingoCountdownMs,
  cardsLeftToBuy,
  formatCountdown,
  localPercent,
  numbersToGo,
  toMinor,
  type BingoCardView,
  type BingoDrawView,
  type BingoStage,
} from '@bet/shared';
import { bingoTexts } from '../../i18n/feature-texts.ts';
import { useTexts } from '../../i18n/use-texts.ts';
import { useUserSocket } from '../../realtime/user-socket.ts';
import { useSession } from '../../state/session-store.ts';
import { useUi } from '../../state/ui-store.ts';
import { useMoney } from '../../ui/use-money.ts';
import { useIntlLocales } from '../../i18n/locale.ts';
import { bingoClient } from './bingo-client.ts';
import { useBingoPurchase, type PurchaseState } from './use-bingo-purchase.ts';
import { useBingoRoom } from './use-bingo-room.ts';
import './bingo.css';

/** How many balls before the one being called the page lists. */
const LAST_BALLS = 8;

/** The browser's clock, read again every `ms` while shown (the countdown). */
function useNow(ms: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(timer);
  }, [ms]);
  return now;
}

/** The player's cards merged with newly bought ones, each once, in id order. */
function mergeCards(a: readonly BingoCardView[], b: readonly BingoCardView[]): BingoCardView[] {
  const byId = new Map([...a, ...b].map((c) => [c.id, c]));
  return [...byId.values()].sort((x, y) => x.id - y.id);
}

/**
 * The bingo (tombala) room (issue 19 part 6): the draw on sale with its countdown, price and
 * prizes; buying 1 to 6 cards; the draw being played live over `/bingo` (the ball called, the
 * last balls, the player's cards marked) and its winners. Guests watch and are asked to log in
 * to buy.
 */
export default function BingoPage() {
  const { t } = useTranslation();
  const money = useMoney();
  const user = useSession((s) => s.user);
  const setCredit = useSession((s) => s.setCredit);
  const openLogin = useUi((s) => s.openLoginPopup);
  // a win is paid to the balance by the server; `/user` brings it to the header as everywhere
  useUserSocket();
  const view = useBingoRoom();
  const ready = useTexts(bingoTexts);
  const now = useNow(500);
  const [cards, setCards] = useState<BingoCardView[]>([]);
  const [count, setCount] = useState(1);
  const userId = user?.userId;
  const room = view?.room;
  const current = room?.current ?? null;
  const next = room?.next ?? null;

  // the player's cards again whenever a draw changes (a new one on sale, one starting)
  useEffect(() => {
    if (userId === undefined) {
      setCards([]);
      return;
    }
    let live = true;
    bingoClient.bingo.cards().then(
      (answer) => live && setCards(answer.cards),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [userId, current?.id, current?.status, next?.id]);

  const purchase = useBingoPurchase(userId, (answer) => {
    setCards((c) => mergeCards(c, answer.cards));
    setCredit(answer.credit);
    setCount(1);
  });

  // a new draw on sale: what the last purchase answered ('bought', a refusal) is history
  const { reset } = purchase;
  const kind = purchase.state.kind;
  const nextId = next?.id;
  const [shownFor, setShownFor] = useState(nextId);
  if (nextId !== shownFor) {
    setShownFor(nextId);
    if (shownFor !== undefined && (kind === 'bought' || kind === 'refused')) reset();
  }

  const nextCards = next ? cards.filter((c) => c.drawId === next.id) : [];
  const currentCards = current ? cards.filter((c) => c.drawId === current.id) : [];
  const left = cardsLeftToBuy(nextCards.length);
  const shownCount = Math.min(Math.max(1, count), Math.max(1, left));
  const countdown =
    next && view ? bingoCountdownMs(next.startsAt, view.room.serverTime, view.receivedAt, now) : 0;
  const salesOpen = !!next && next.status === 'selling' && countdown > 0;
  const sending = purchase.state.kind === 'sending';
  // a purchase without an answer goes again as it was: its count stays until it is answered
  const locked = sending || purchase.state.kind === 'unanswered';
  const prizeDraw = current?.status === 'drawing' ? current : next;

  if (!room || !ready) return <div className="loading" aria-busy="true" data-testid="bingo-loading" />;

  return (
    <section className="bingo-page" data-testid="bingo-page">
      <header className="bingo-head">
        <h1>{t('bingo.title')}</h1>
        {next ? (
          <dl className="bingo-facts">
            <div>
              <dt>{t('bingo.nextDraw')}</dt>
              <dd data-testid="bingo-countdown">
                {countdown > 0 ? <bdi>{formatCountdown(countdown)}</bdi> : t('bingo.afterCurrent')}
              </dd>
            </div>
            <div>
              <dt>{t('bingo.cardPrice')}</dt>
              <dd data-testid="bingo-price">{money(toMinor(next.cardPrice))}</dd>
            </div>
            <div>
              <dt>{t('bingo.cardsSold')}</dt>
              <dd data-testid="bingo-sold">{next.cardsSold}</dd>
            </div>
          </dl>
        ) : (
          <p className="empty">{t('bingo.noDraw')}</p>
        )}
      </header>

      {prizeDraw && <PrizeTable draw={prizeDraw} money={money} />}

      <section className="bingo-buy" aria-labelledby="bingo-buy-title" data-testid="bingo-buy">
        <h2 id="bingo-buy-title">{t('bingo.buyTitle')}</h2>
        {!user ? (
          <div className="bingo-guest" data-testid="bingo-guest">
            <p>{t('bingo.guestNote')}</p>
            <button type="button" className="btn btn-primary" onClick={() => openLogin()}>
              {t('bingo.loginToBuy')}
            </button>
          </div>
        ) : left === 0 ? (
          <p data-testid="bingo-max">{t('bingo.maxReached')}</p>
        ) : (
          <div className="bingo-order">
            <div className="bingo-stepper" role="group" aria-label={t('bingo.count')}>
              <button
                type="button"
                aria-label={t('bingo.fewer')}
                disabled={locked || shownCount <= 1}
                onClick={() => setCount(shownCount - 1)}
              >
                −
              </button>
              <output aria-live="polite" data-testid="bingo-count">
                {shownCount}
              </output>
              <button
                type="button"
                aria-label={t('bingo.more')}
                data-testid="bingo-more"
                disabled={locked || shownCount >= left}
                onClick={() => setCount(shownCount + 1)}
              >
                +
              </button>
            </div>
            <p className="bingo-total">
              {t('bingo.total')}{' '}
              <strong data-testid="bingo-total">{money(toMinor(next?.cardPrice ?? 0) * shownCount)}</strong>
            </p>
            <button
              type="button"
              className="btn btn-primary"
              data-testid="bingo-buy-button"
              disabled={!salesOpen || sending}
              aria-busy={sending || undefined}
              onClick={() =>
                purchase.state.kind === 'unanswered'
                  ? purchase.buy(purchase.state.count)
                  : purchase.buy(shownCount)
              }
            >
              {sending
                ? t('bingo.buying')
                : purchase.state.kind === 'unanswered'
                  ? t('bingo.retry')
                  : t('bingo.buy')}
            </button>
          </div>
        )}
        <PurchaseMessage state={purchase.state} />
        {nextCards.length > 0 && (
          <>
            <h3>{t('bingo.nextCards')}</h3>
            <ul className="bingo-cards" data-testid="bingo-next-cards">
              {nextCards.map((c, i) => (
                <li key={c.id}>
                  <CardGrid card={c} n={i + 1} drawn={null} stage={null} />
                </li>
              ))}
            </ul>
          </>
        )}
      </section>

      {current && <DrawView draw={current} cards={currentCards} money={money} />}
    </section>
  );
}

function PurchaseMessage({ state }: { state: PurchaseState }) {
  const { t } = useTranslation();
  if (state.kind === 'refused') {
    const values = Object.fromEntries(
      Object.entries(state.details).filter(
        (kv): kv is [string, string | number] => typeof kv[1] === 'string' || typeof kv[1] === 'number',
      ),
    );
    return (
      <p className="bingo-msg error" role="alert" data-testid="bingo-refused" data-code={state.code}>
        {t(state.code, { ...values, defaultValue: state.serverMessage || t('technicalError') })}
      </p>
    );
  }
  return (
    <p
      className={`bingo-msg${state.kind === 'unanswered' ? ' error' : ''}`}
      role="status"
      data-testid="bingo-status"
    >
      {state.kind === 'bought' ? t('bingo.bought') : state.kind === 'unanswered' ? t('bingo.unanswered') : ''}
    </p>
  );
}

type Money = (minor: number) => string;

function PrizeTable({ draw, money }: { draw: BingoDrawView; money: Money }) {
  const { t } = useTranslation();
  const locales = useIntlLocales();
  return (
    <table className="bingo-prizes" data-testid="bingo-prizes">
      <caption>
        {t('bingo.prizes')}
        <span className="bingo-note">
          {draw.status === 'selling' ? t('bingo.prizesGrow') : t('bingo.prizesFixed')}
        </span>
      </caption>
      <thead>
        <tr>
          <th scope="col">{t('bingo.prize')}</th>
          <th scope="col">{t('bingo.share')}</th>
          <th scope="col">{t('bingo.amount')}</th>
        </tr>
      </thead>
      <tbody>
        {BINGO_STAGES.map((stage) => (
          <tr
            key={stage}
            className={draw.status === 'drawing' && draw.stage === stage ? 'playing' : undefined}
          >
            <th scope="row">{t(`bingo.stage.${stage}`)}</th>
            <td>
              <bdi>{localPercent(BINGO_PRIZE_SHARE_BP[stage] / 100, locales)}</bdi>
            </td>
            <td data-testid={`bingo-prize-${stage}`}>{money(toMinor(draw.prizes[stage]))}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function DrawView({ draw, cards, money }: { draw: BingoDrawView; cards: BingoCardView[]; money: Money }) {
  const { t } = useTranslation();
  const drawn = useMemo(() => new Set(draw.balls), [draw.balls]);
  const last = draw.balls.at(-1);
  const earlier = draw.balls.slice(-1 - LAST_BALLS, -1).reverse();
  const mine = new Set(cards.map((c) => c.id));
  const myWins = draw.winners.filter((w) => mine.has(w.cardId));
  const won = myWins.reduce((sum, w) => sum + toMinor(w.amount), 0);
  const over = draw.status === 'finished';
  return (
    <section
      className="bingo-draw"
      aria-labelledby="bingo-draw-title"
      data-testid="bingo-draw"
      data-status={draw.status}
    >
      <h2 id="bingo-draw-title">
        {t('bingo.draw', { id: draw.id })} · {over ? t('bingo.finished') : t('bingo.drawing')}
      </h2>
      {draw.stage && !over && (
        <p className="bingo-playing">{t('bingo.playingFor', { stage: t(`bingo.stage.${draw.stage}`) })}</p>
      )}
      <div className="bingo-balls">
        {last !== undefined && (
          <div className="bingo-ball-now">
            <span
              key={draw.balls.length}
              className="bingo-ball big"
              data-testid="bingo-ball"
              aria-hidden="true"
            >
              {last}
            </span>
            <span className="bingo-seq" data-testid="bingo-seq">
              {t('bingo.ballOf', { n: draw.balls.length, of: BINGO_BALLS })}
            </span>
          </div>
        )}
        {earlier.length > 0 && (
          <div className="bingo-last">
            <h3 className="visually-hidden">{t('bingo.lastBalls')}</h3>
            <ol aria-label={t('bingo.lastBalls')} data-testid="bingo-last-balls">
              {earlier.map((n) => (
                <li key={n} className="bingo-ball">
                  {n}
                </li>
              ))}
            </ol>
          </div>
        )}
      </div>
      {/* one sentence per ball for screen readers; polite, so it never cuts the reader off */}
      <p className="visually-hidden" role="status" data-testid="bingo-announce">
        {last !== undefined && !over ? t('bingo.called', { number: last }) : ''}
      </p>
      {won > 0 && (
        <p className="bingo-win" role="status" data-testid="bingo-my-win">
          {t('bingo.youWon', { amount: money(won) })}
        </p>
      )}
      {cards.length > 0 && (
        <>
          <h3>{t('bingo.yourCards')}</h3>
          <ul className="bingo-cards" data-testid="bingo-my-cards">
            {cards.map((c, i) => (
              <li key={c.id}>
                <CardGrid
                  card={c}
                  n={i + 1}
                  drawn={drawn}
                  stage={over ? null : draw.stage}
                  wins={draw.winners.filter((w) => w.cardId === c.id).map((w) => w.stage)}
                />
              </li>
            ))}
          </ul>
        </>
      )}
      {draw.winners.length > 0 && (
        <table className="bingo-winners" data-testid="bingo-winners">
          <caption>{t('bingo.winners')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('bingo.prize')}</th>
              <th scope="col">{t('bingo.player')}</th>
              <th scope="col">{t('bingo.amount')}</th>
            </tr>
          </thead>
          <tbody>
            {draw.winners.map((w) => (
              <tr key={`${w.stage}:${w.cardId}`} className={mine.has(w.cardId) ? 'mine' : undefined}>
                <th scope="row">{t(`bingo.stage.${w.stage}`)}</th>
                <td>
                  <bdi>{w.userName}</bdi>
                </td>
                <td>{money(toMinor(w.amount))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/**
 * One card as printed: 3 rows of 9, left to right in every language (the columns are decades).
 * With `drawn`, the called numbers are marked and the card says how far it is from the prize
 * played for ('one to go').
 */
function CardGrid({
  card,
  n,
  drawn,
  stage,
  wins = [],
}: {
  card: BingoCardView;
  n: number;
  drawn: ReadonlySet<number> | null;
  stage: BingoStage | null;
  wins?: BingoStage[];
}) {
  const { t } = useTranslation();
  const captionId = useId();
  const toGo = drawn && stage ? numbersToGo(card.rows, drawn, stage) : null;
  return (
    <figure
      className="bingo-card"
      data-testid="bingo-card"
      data-card-id={card.id}
      aria-labelledby={captionId}
    >
      <figcaption id={captionId}>
        {t('bingo.card', { n })}
        {toGo === 1 && (
          <span className="bingo-hint" data-testid="bingo-one-to-go">
            {' '}
            · {t('bingo.oneToGo')}
          </span>
        )}
        {wins.map((s) => (
          <span key={s} className="bingo-won" data-testid="bingo-card-won">
            {' '}
            · {t(`bingo.stage.${s}`)}
          </span>
        ))}
      </figcaption>
      <table dir="ltr">
        <tbody>
          {card.rows.map((row, r) => (
            <tr key={r}>
              {row.map((num, c) =>
                num === 0 ? (
                  <td key={c} className="blank" />
                ) : (
                  <td
                    key={c}
                    className={drawn?.has(num) ? 'hit' : undefined}
                    data-testid="bingo-cell"
                    data-hit={drawn?.has(num) ? 'true' : undefined}
                  >
                    {num}
                    {drawn?.has(num) && <span className="visually-hidden"> {t('bingo.marked')}</span>}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
