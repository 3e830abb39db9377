/** A persistent, random device id sent as `loginDeviceId` (not secret; lets the platform recognise the device). */

const KEY = 'SHELL_deviceId';

/** The device id, created on first use. */
export function deviceId(): string {
  try {
    const existing = localStorage.getItem(KEY);
    if (existing) return existing;
    const id = crypto.randomUUID();
    localStorage.setItem(KEY, id);
    return id;
  } catch {
    return crypto.randomUUID();
  }
}
