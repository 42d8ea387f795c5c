import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { CasinoHomeLists } from '@bet/shared';
import { client } from '../../api/client.ts';
import { useApi } from '../../ui/use-api.ts';

/** A transparent pixel for a game without a picture, or one that fails to load. */
const BLANK = 'data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==';
/** The most games a Home tab shows; the All link leads to the rest. */
export const HOME_CASINO_GAMES = 12;

/**
 * One Home casino tab's games: each opens its lobby with the game's deep link (the lobby opens it
 * and clears the query), and All opens the lobby itself. Pictures have their size from the start.
 */
export default function HomeCasinoList({ list, lobby }: { list: keyof CasinoHomeLists; lobby: string }) {
  const { t } = useTranslation();
  const { lang = 'tr' } = useParams();
  const { data } = useApi(client.casino.home);
  const games = (data?.[list] ?? []).slice(0, HOME_CASINO_GAMES);
  return (
    <>
      {data && games.length === 0 && <p className="empty">{t('content.casino.empty')}</p>}
      <ul className="home-casino-games" data-testid="home-casino-games">
        {games.map((g) => (
          <li key={g.id}>
            <Link
              to={`/${lang}/${lobby}?masterServiceId=${g.providerId}&serviceId=${g.id}`}
              data-testid="home-casino-game"
            >
              <img
                src={g.logo || BLANK}
                alt=""
                width={120}
                height={150}
                loading="lazy"
                decoding="async"
                onError={(e) => {
                  if (e.currentTarget.src !== BLANK) e.currentTarget.src = BLANK;
                }}
              />
              <span dir="auto">{g.title}</span>
            </Link>
          </li>
        ))}
      </ul>
      <Link className="home-casino-all" to={`/${lang}/${lobby}`} data-testid="home-casino-all">
        {t('content.casino.all')}
      </Link>
    </>
  );
}
