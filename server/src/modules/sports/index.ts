// Matches, markets and odds as the server holds them (fed by the feed module).
export { sportsService } from './sports-service.ts';
export type { SportsService } from './sports-service.ts';
export { SportsView } from './sports-view.ts';
export type { OddsEvent, ViewChanges, ViewMatch } from './sports-view.ts';
export { sportsModule } from './sports.routes.ts';
