// Matches, markets and odds as the server holds them (fed by the feed module).
export { sportsService } from './sports-service.ts';
export type { SportsService } from './sports-service.ts';
