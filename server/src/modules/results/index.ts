// Finished matches' results.
export { resultsModule } from './results.routes.ts';
