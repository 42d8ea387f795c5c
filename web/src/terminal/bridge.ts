import type { TerminalBridge } from '@bet/shared';

declare global {
  interface Window {
    /** put there by the shop terminal's preload script; absent in a plain browser */
    terminal?: TerminalBridge;
  }
}

/** The shop terminal's bridge, or null in a plain browser (no printer attached). */
export function terminalBridge(): TerminalBridge | null {
  return typeof window !== 'undefined' && window.terminal ? window.terminal : null;
}
