import { contextBridge, ipcRenderer } from 'electron';
import { bridgeCalls, bridgeEvents, type TerminalBridge } from '@bet/shared';

// The only door between the page and the terminal: the contract's calls and events, no Node, no
// IPC of its own.
function subscribe(channel: string, listener: (value: unknown) => void): () => void {
  const handler = (_e: unknown, value: unknown) => listener(value);
  ipcRenderer.on(channel, handler);
  return () => ipcRenderer.off(channel, handler);
}

const bridge: Record<string, unknown> = {};
for (const [name, entry] of Object.entries(bridgeCalls))
  bridge[name] = (...args: unknown[]) => ipcRenderer.invoke(entry.channel, ...args);
for (const [name, entry] of Object.entries(bridgeEvents))
  bridge[`on${name[0]!.toUpperCase()}${name.slice(1)}`] = (listener: (value: unknown) => void) =>
    subscribe(entry.channel, listener);

contextBridge.exposeInMainWorld('terminal', bridge as TerminalBridge);
