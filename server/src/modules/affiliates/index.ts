// The affiliate programme: requests, the manager's figures, banners and the back office's decision.
export { affiliatesModule } from './affiliates.routes.ts';
