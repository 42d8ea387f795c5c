// The terminal's public entry: its local services, usable without Electron.
export { readTerminalConfig, TerminalConfig, TerminalConfigError } from './config/terminal-config.ts';
export { homeUrl, isAllowedNavigation } from './main/navigation-policy.ts';
export { BRIDGE_EVENTS, bridgeHandlers } from './main/bridge-handlers.ts';
export { outOfServicePage, outOfServiceUrl } from './main/out-of-service.ts';
export type { OutOfServiceInfo } from './main/out-of-service.ts';
export { RotatingLog } from './services/log/rotating-log.ts';
export type { RotatingLogOptions } from './services/log/rotating-log.ts';
export { INVALID_PAYLOAD, JobQueue } from './services/queue/job-queue.ts';
export type { Job, JobKind, JobPayloadInput, JobState } from './services/queue/job-queue.ts';
export { JOB_PAYLOADS, JobPayloadError } from './services/queue/job-payloads.ts';
export { processSubmissions, submissionList, submissionOutcome } from './services/queue/submissions.ts';
export type { ServerConnection, SubmissionOptions } from './services/queue/submissions.ts';
export { PrinterService } from './services/printer/printer-service.ts';
export type { PrinterServiceOptions } from './services/printer/printer-service.ts';
export {
  AUTO_PRINT_DELAY_MS,
  CONFIRM_WINDOW_MS,
  TERMINAL_VERSION,
  startTerminalServices,
} from './services/terminal-services.ts';
export type { KioskState, TerminalServices } from './services/terminal-services.ts';
