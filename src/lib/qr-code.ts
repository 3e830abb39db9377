/** QR codes as data URLs; `qrcode` is loaded only when a QR is first drawn, and not before the
 * first screen is done (keeps it off the first screen). */
import { whenIdle } from './when-idle';

export const QR_DEFAULTS = { size: 200, margin: 20 } as const;

/** Renders text into a PNG data URL of the given pixel size. */
export async function qrDataUrl(text: string, size: number = QR_DEFAULTS.size, marginPx: number = QR_DEFAULTS.margin): Promise<string> {
  await whenIdle();
  const { toDataURL } = await import('qrcode');
  // qrcode's margin is in modules, not pixels; approximate the pixel margin for a ~33-module code.
  const modules = Math.max(0, Math.round((marginPx / size) * 33));
  return toDataURL(text, { width: size, margin: modules, errorCorrectionLevel: 'M' });
}
