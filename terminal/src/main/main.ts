import path from 'node:path';
import { app, BrowserWindow, ipcMain, session } from 'electron';
import { readTerminalConfig } from '../config/terminal-config.ts';
import { computeBuildHash } from '../services/build-hash.ts';
import { RotatingLog } from '../services/log/rotating-log.ts';
import { startTerminalServices } from '../services/terminal-services.ts';
import { BRIDGE_EVENTS, bridgeHandlers } from './bridge-handlers.ts';
import { homeUrl, isAllowedNavigation } from './navigation-policy.ts';
import { outOfServiceUrl } from './out-of-service.ts';
import { watchPage } from './page-recovery.ts';
import { startUpdates } from './updates.ts';

// The Electron shell of a shop terminal: a kiosk window on the site, and the local services
// behind a narrow bridge. Everything else lives in plain Node modules tested without Electron.
const configFile = process.env['TERMINAL_CONFIG'] ?? path.join(app.getPath('userData'), 'terminal.json');
const config = readTerminalConfig(configFile);
const log = new RotatingLog({ file: path.join(app.getPath('logs'), 'terminal.log') });

app.on('web-contents-created', (_e, contents) => {
  contents.setWindowOpenHandler(() => ({ action: 'deny' }));
  contents.on('will-navigate', (event, url) => {
    if (!isAllowedNavigation(url, config.serverUrl)) event.preventDefault();
  });
});

await app.whenReady();
// What this build is, once per start: the server lets only approved builds take bets (GLI-20).
const buildHash = await computeBuildHash(app.getAppPath());
log.write('info', 'build', { buildHash });
const services = await startTerminalServices(config, {
  dataDir: app.getPath('userData'),
  buildHash,
  log,
  sessionCookie: async () =>
    (await session.defaultSession.cookies.get({ url: config.serverUrl }))
      .map((c) => `${c.name}=${c.value}`)
      .join('; '),
});

const window = new BrowserWindow({
  kiosk: true,
  fullscreen: true,
  autoHideMenuBar: true,
  webPreferences: {
    preload: path.join(import.meta.dirname, '../preload/preload.cjs'),
    contextIsolation: true,
    sandbox: true,
    devTools: false,
  },
});
window.removeMenu();
// A crashed or hung page comes back by itself (a terminal has no one to press reload), a few
// times; a page that keeps failing gives way to the out-of-service screen, which the heartbeat
// reports to the dealer, and which tries the page again now and then (longer waits each time)
// until it loads.
const home = homeUrl(config.serverUrl, config.language);
const recovery = watchPage(window.webContents, {
  reload: () => void window.loadURL(home),
  killRenderer: () => window.webContents.forcefullyCrashRenderer(),
  showOutOfService: (since) =>
    void window.loadURL(
      outOfServiceUrl({
        terminalNo: config.terminalNo,
        language: config.language,
        timeZone: config.timeZone,
        since,
      }),
    ),
  onOutOfService: () => services.setKioskState({ outOfService: true }),
  onBackInService: () => services.setKioskState({ outOfService: false }),
  log: (message, fields) => log.write('error', message, fields),
});
void window.loadURL(home);

// Updates download in the background and install only between shifts. Without a published
// update feed (a build made without one) there is nothing to check.
const { autoUpdater } = await import('electron-updater');
const updates = startUpdates(autoUpdater, {
  shiftOpen: () => services.shiftOpen(),
  pendingJobs: () => services.pendingJobs(),
  setUpdating: (updating) => services.setKioskState({ updating }),
  log: (message, fields) => log.write('info', message, fields),
});

for (const [channel, handle] of Object.entries(bridgeHandlers(services)))
  ipcMain.handle(channel, (_e, ...args: unknown[]) => handle(...args));
for (const [event, channel] of Object.entries(BRIDGE_EVENTS))
  services.events.on(event, (value: unknown) => window.webContents.send(channel, value));

app.on('window-all-closed', () => {
  recovery.dispose();
  updates.stop();
  void services.stop().then(() => app.quit());
});
