// The site settings: the public reading every client starts with, and the writes of administrators.
export {
  DEFAULT_SETTINGS,
  adminSettings,
  assertSiteOpen,
  readSettings,
  updateSettings,
  writeSetting,
} from './settings.service.ts';
export { settingsModule } from './settings.routes.ts';
