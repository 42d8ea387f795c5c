/**
 * The simulated sports world: the spec's sport ids, countries with flags, the six top leagues
 * among the tournaments, and the parameters of each sport's scoring model and clock.
 */
export interface SportDef {
  id: number;
  name: string;
  /** goals: Poisson per team (football, ice hockey); points: a normal margin and total */
  model: 'goals' | 'points';
  /** minutes of play, number of periods, minutes of each break */
  durationMin: number;
  periods: number;
  breakMin: number;
  /** goals model: expected goals of an average team in a match */
  goalRate?: number;
  /** points model: expected total and spread, margin per rating point and its spread */
  totalMean?: number;
  totalSd?: number;
  marginSd?: number;
  tournaments: TournamentDef[];
}

export interface TournamentDef {
  category: string;
  flag: string;
  name: string;
  /** one of the spec's six top leagues: shown as highlights */
  top?: boolean;
  teams: string[];
}

const city = (names: string, suffix: string) => names.split(',').map((n) => `${n.trim()} ${suffix}`.trim());

export const SPORTS: SportDef[] = [
  {
    id: 1,
    name: 'Football',
    model: 'goals',
    durationMin: 90,
    periods: 2,
    breakMin: 15,
    goalRate: 1.35,
    tournaments: [
      {
        category: 'England',
        flag: 'gb',
        name: 'Premier League',
        top: true,
        teams: city(
          'London, Manchester, Liverpool, Leeds, Newcastle, Birmingham, Brighton, Bristol, Leicester, Sheffield',
          'FC',
        ),
      },
      {
        category: 'France',
        flag: 'fr',
        name: 'Ligue 1',
        top: true,
        teams: city('Paris, Marseille, Lyon, Lille, Nice, Rennes, Nantes, Bordeaux, Toulouse, Lens', 'FC'),
      },
      {
        category: 'Germany',
        flag: 'de',
        name: 'Bundesliga',
        top: true,
        teams: city(
          'Munich, Dortmund, Leipzig, Berlin, Hamburg, Cologne, Frankfurt, Stuttgart, Bremen, Mainz',
          'SV',
        ),
      },
      {
        category: 'Italy',
        flag: 'it',
        name: 'Serie A',
        top: true,
        teams: city(
          'Milano, Torino, Roma, Napoli, Firenze, Bologna, Genova, Bergamo, Verona, Udine',
          'Calcio',
        ),
      },
      {
        category: 'Turkey',
        flag: 'tr',
        name: 'Super Lig',
        top: true,
        teams: city('İstanbul, Ankara, İzmir, Bursa, Trabzon, Konya, Antalya, Kayseri, Samsun, Adana', 'SK'),
      },
      {
        category: 'Spain',
        flag: 'es',
        name: 'LaLiga',
        top: true,
        teams: city(
          'Madrid, Barcelona, Sevilla, Valencia, Bilbao, Vigo, Malaga, Zaragoza, Cadiz, Girona',
          'CF',
        ),
      },
      {
        category: 'Netherlands',
        flag: 'nl',
        name: 'Eredivisie',
        teams: city('Amsterdam, Rotterdam, Eindhoven, Utrecht, Groningen, Twente, Breda, Zwolle', 'FC'),
      },
    ],
  },
  {
    id: 3,
    name: 'Basketball',
    model: 'points',
    durationMin: 40,
    periods: 4,
    breakMin: 2,
    totalMean: 162,
    totalSd: 16,
    marginSd: 12,
    tournaments: [
      {
        category: 'Europe',
        flag: 'eu',
        name: 'EuroLeague',
        teams: city('Istanbul, Madrid, Athens, Belgrade, Kaunas, Milan, Barcelona, Tel Aviv', 'BC'),
      },
      {
        category: 'Turkey',
        flag: 'tr',
        name: 'Basketbol Süper Ligi',
        teams: city('Ankara, İzmir, Bursa, Manisa, Bursa Nilüfer, Karşıyaka', 'Basket'),
      },
    ],
  },
  {
    id: 4,
    name: 'Ice Hockey',
    model: 'goals',
    durationMin: 60,
    periods: 3,
    breakMin: 5,
    goalRate: 2.9,
    tournaments: [
      {
        category: 'Sweden',
        flag: 'se',
        name: 'SHL',
        teams: city('Stockholm, Gothenburg, Malmo, Lulea, Vaxjo, Orebro', 'HC'),
      },
    ],
  },
  {
    id: 5,
    name: 'Tennis',
    model: 'points',
    durationMin: 100,
    periods: 3,
    breakMin: 1,
    totalMean: 22,
    totalSd: 4,
    marginSd: 4,
    tournaments: [
      {
        category: 'International',
        flag: 'un',
        name: 'ATP Challenger',
        teams: [
          'A. Novak',
          'R. Ferrer',
          'C. Alcaraz Jr',
          'D. Petrov',
          'M. Rossi',
          'K. Yilmaz',
          'J. Smith',
          'L. Müller',
        ],
      },
    ],
  },
  {
    id: 6,
    name: 'Handball',
    model: 'points',
    durationMin: 60,
    periods: 2,
    breakMin: 10,
    totalMean: 56,
    totalSd: 6,
    marginSd: 5,
    tournaments: [
      {
        category: 'Germany',
        flag: 'de',
        name: 'Handball-Bundesliga',
        teams: city('Kiel, Flensburg, Magdeburg, Berlin, Mannheim, Lemgo', 'HB'),
      },
    ],
  },
  {
    id: 7,
    name: 'Baseball',
    model: 'points',
    durationMin: 150,
    periods: 9,
    breakMin: 1,
    totalMean: 8.6,
    totalSd: 3.2,
    marginSd: 3.5,
    tournaments: [
      {
        category: 'USA',
        flag: 'us',
        name: 'MLB',
        teams: city('Boston, New York, Chicago, Houston, Atlanta, Seattle', 'Nine'),
      },
    ],
  },
  {
    id: 23,
    name: 'Volleyball',
    model: 'points',
    durationMin: 90,
    periods: 5,
    breakMin: 3,
    totalMean: 3.8,
    totalSd: 0.8,
    marginSd: 1.6,
    tournaments: [
      {
        category: 'Italy',
        flag: 'it',
        name: 'SuperLega',
        teams: city('Perugia, Trento, Civitanova, Modena, Monza, Piacenza', 'Volley'),
      },
    ],
  },
  {
    id: 41,
    name: 'Table Tennis',
    model: 'points',
    durationMin: 30,
    periods: 5,
    breakMin: 1,
    totalMean: 4,
    totalSd: 0.9,
    marginSd: 1.5,
    tournaments: [
      {
        category: 'International',
        flag: 'un',
        name: 'TT Cup',
        teams: ['P. Kowalski', 'T. Tanaka', 'S. Ivanov', 'H. Kim', 'F. Silva', 'O. Demir'],
      },
    ],
  },
  {
    id: 19,
    name: 'Cricket',
    model: 'points',
    durationMin: 180,
    periods: 2,
    breakMin: 20,
    totalMean: 330,
    totalSd: 40,
    marginSd: 30,
    tournaments: [
      {
        category: 'India',
        flag: 'in',
        name: 'Premier T20',
        teams: city('Mumbai, Chennai, Delhi, Kolkata, Bangalore, Hyderabad', 'XI'),
      },
    ],
  },
  {
    id: 109,
    name: 'Counter-Strike',
    model: 'points',
    durationMin: 60,
    periods: 3,
    breakMin: 5,
    totalMean: 2.4,
    totalSd: 0.5,
    marginSd: 1.2,
    tournaments: [
      {
        category: 'Esports',
        flag: 'un',
        name: 'CS Pro League',
        teams: ['Team Nova', 'Falcons', 'Vikings', 'Phoenix', 'Eclipse', 'Titans'],
      },
    ],
  },
  {
    id: 110,
    name: 'Dota 2',
    model: 'points',
    durationMin: 80,
    periods: 3,
    breakMin: 5,
    totalMean: 2.4,
    totalSd: 0.5,
    marginSd: 1.2,
    tournaments: [
      {
        category: 'Esports',
        flag: 'un',
        name: 'Dota Masters',
        teams: ['Ancients', 'Radiant Five', 'Dire Wolves', 'Roshans'],
      },
    ],
  },
  {
    id: 111,
    name: 'League of Legends',
    model: 'points',
    durationMin: 70,
    periods: 3,
    breakMin: 5,
    totalMean: 2.4,
    totalSd: 0.5,
    marginSd: 1.2,
    tournaments: [
      {
        category: 'Esports',
        flag: 'un',
        name: 'LoL Champions',
        teams: ['Nexus', 'Baron Squad', 'Rift Kings', 'Dragons'],
      },
    ],
  },
];

/** Whether a match belongs to the simulated world (and so the simulator can carry it on). */
export function isSimulated(sportId: number, tournamentName: string): boolean {
  return SPORTS.some((s) => s.id === sportId && s.tournaments.some((t) => t.name === tournamentName));
}
