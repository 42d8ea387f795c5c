// Matches, markets and odds as the server holds them (fed by the feed module).
export { createSportsService } from './sports-service.ts';
export type { SportsService } from './sports-service.ts';
export { SportsView } from './sports-view.ts';
export type { OddsEvent, ViewChanges, ViewMatch } from './sports-view.ts';
export { createSportsModule } from './sports.routes.ts';
export { CatalogueOverlay } from './catalogue-overlay.ts';
export type { EntrySettings } from './catalogue-overlay.ts';
