import { contextBridge, ipcRenderer } from 'electron';
import { TERMINAL_CHANNELS, type TerminalBridge } from '@bet/shared';

// The only door between the page and the terminal: a few typed calls, no Node, no IPC of its own.
function subscribe<T>(channel: string, listener: (value: T) => void): () => void {
  const handler = (_e: unknown, value: T) => listener(value);
  ipcRenderer.on(channel, handler);
  return () => ipcRenderer.off(channel, handler);
}

const bridge: TerminalBridge = {
  info: () => ipcRenderer.invoke(TERMINAL_CHANNELS.info),
  submitCoupon: (request) => ipcRenderer.invoke(TERMINAL_CHANNELS.submitCoupon, request),
  printPayoutReceipt: (receipt) => ipcRenderer.invoke(TERMINAL_CHANNELS.printPayoutReceipt, receipt),
  printTicket: (ticketId, options) => ipcRenderer.invoke(TERMINAL_CHANNELS.printTicket, ticketId, options),
  printerStatus: () => ipcRenderer.invoke(TERMINAL_CHANNELS.printerStatus),
  queueState: () => ipcRenderer.invoke(TERMINAL_CHANNELS.queueState),
  submissions: () => ipcRenderer.invoke(TERMINAL_CHANNELS.submissions),
  acknowledgeSubmission: (key) => ipcRenderer.invoke(TERMINAL_CHANNELS.acknowledgeSubmission, key),
  onPrinterStatus: (listener) => subscribe(TERMINAL_CHANNELS.printerStatusChanged, listener),
  onQueueState: (listener) => subscribe(TERMINAL_CHANNELS.queueStateChanged, listener),
  onScan: (listener) => subscribe(TERMINAL_CHANNELS.scan, listener),
  onSubmissions: (listener) => subscribe(TERMINAL_CHANNELS.submissionsChanged, listener),
};

contextBridge.exposeInMainWorld('terminal', bridge);
