/**
 * Client-side checks of the activity-apply images (the platform checks again): PNG or JPG only,
 * each up to 5 MB, at most 3. Files are sent as data URLs.
 */
import { APPLY_LIMITS } from '#contract/promotion-schemas.ts';

export type ImageProblem = 'type' | 'size' | 'count';

/** The first problem of `files` added to `current`, or null. */
export function checkImages(current: readonly File[], files: readonly File[]): ImageProblem | null {
  if (current.length + files.length > APPLY_LIMITS.images) return 'count';
  for (const file of files) {
    if (!(APPLY_LIMITS.imageTypes as readonly string[]).includes(file.type) || !/\.(png|jpe?g)$/i.test(file.name))
      return 'type';
    if (file.size > APPLY_LIMITS.imageBytes) return 'size';
  }
  return null;
}

export function readDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('not a data URL'));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}
