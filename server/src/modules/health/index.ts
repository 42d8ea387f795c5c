// The health check.
export { healthModule } from './health.routes.ts';
