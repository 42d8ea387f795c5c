import path from 'node:path';
import { app, BrowserWindow, ipcMain, session } from 'electron';
import { TERMINAL_CHANNELS } from '@bet/shared';
import { readTerminalConfig } from '../config/terminal-config.ts';
import { RotatingLog } from '../services/log/rotating-log.ts';
import { startTerminalServices } from '../services/terminal-services.ts';
import { homeUrl, isAllowedNavigation } from './navigation-policy.ts';

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
const services = await startTerminalServices(config, {
  dataDir: app.getPath('userData'),
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
// A crashed page comes back by itself: a terminal has no one to press reload.
window.webContents.on('render-process-gone', (_e, details) => {
  log.write('error', 'renderer gone', { reason: details.reason });
  void window.loadURL(homeUrl(config.serverUrl, config.language));
});
void window.loadURL(homeUrl(config.serverUrl, config.language));

ipcMain.handle(TERMINAL_CHANNELS.info, () => services.info());
ipcMain.handle(TERMINAL_CHANNELS.printTicket, (_e, ticketId: string, options?: { duplicate?: boolean }) =>
  services.printTicket(ticketId, options?.duplicate),
);
ipcMain.handle(TERMINAL_CHANNELS.printerStatus, () => services.printerStatus());
ipcMain.handle(TERMINAL_CHANNELS.queueState, () => services.queueState());
services.events.on('printerStatus', (s) =>
  window.webContents.send(TERMINAL_CHANNELS.printerStatusChanged, s),
);
services.events.on('queueState', (s) => window.webContents.send(TERMINAL_CHANNELS.queueStateChanged, s));

app.on('window-all-closed', () => {
  void services.stop().then(() => app.quit());
});
