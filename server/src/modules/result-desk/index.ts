// The back office's results desk: waiting matches, previews and decisions.
export { createResultDeskModule } from './result-desk.routes.ts';
