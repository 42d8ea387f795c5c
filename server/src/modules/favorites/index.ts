// Players' favourite matches and leagues.
export { favoritesModule } from './favorites.routes.ts';
