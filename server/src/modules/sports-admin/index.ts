// The operator's sports data: catalogue names, order, visibility and live settings; fixtures, markets and odds by hand.
export { createSportsAdminModule } from './sports-admin.routes.ts';
