import { SerialPort } from 'serialport';

export const DEFAULT_BAUD_RATE = 9600;

/** Opens a serial port by its path (listing ports needs udev, which kiosks may lack). */
export function openPort(path: string, baudRate = DEFAULT_BAUD_RATE): Promise<SerialPort> {
  return new Promise((resolve, reject) => {
    const port = new SerialPort({ path, baudRate, autoOpen: false });
    port.open((err) => (err ? reject(err) : resolve(port)));
  });
}

export function closePort(port: SerialPort): Promise<void> {
  return new Promise((resolve) => {
    if (!port.isOpen) return resolve();
    port.close(() => resolve());
  });
}

/** Writes and waits until the bytes have left the process (drain). */
export function writeAll(port: SerialPort, data: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    port.write(data, (err) => {
      if (err) return reject(err);
      port.drain((drainErr) => (drainErr ? reject(drainErr) : resolve()));
    });
  });
}
