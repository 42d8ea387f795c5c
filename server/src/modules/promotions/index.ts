// Promotions, bonus requests and the week's top winners.
export { promotionsModule } from './promotions.routes.ts';
