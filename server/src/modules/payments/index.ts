// Payments: methods and forms, deposit and withdrawal requests, providers and their notifications.
export { createPaymentsModule } from './payments.routes.ts';
export { PAYMENT_PROVIDER_CODES } from './providers.ts';
