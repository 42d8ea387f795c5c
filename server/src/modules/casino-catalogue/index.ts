// The casino catalogue: providers, categories and games, the lobbies' reads and the back office's edits.
export { casinoCatalogueModule } from './casino-catalogue.routes.ts';
export { findGame, type FoundGame } from './catalogue.service.ts';
export { HOUSE_GAMES, HOUSE_PROVIDER } from './seed.ts';
