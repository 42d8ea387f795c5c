// The dealer panel's reads over a caller's subtree (its writes are the users and wallet modules').
export { dealerPanelModule } from './dealer-panel.routes.ts';
