/**
 * A CUSTOM avatar upload: PNG, JPEG or WebP, at most 1 MB. Checked here before upload so the member
 * gets a clear message at once; the platform checks the bytes again.
 */
export const AVATAR_MAX_BYTES = 1024 * 1024;
export const AVATAR_ACCEPT = 'image/png,image/jpeg,image/webp';
const AVATAR_TYPES: readonly string[] = ['image/png', 'image/jpeg', 'image/webp'];

export type AvatarProblem = 'type' | 'empty' | 'too-large';

export function checkAvatarFile(file: { type: string; size: number }): AvatarProblem | null {
  if (!AVATAR_TYPES.includes(file.type)) return 'type';
  if (file.size === 0) return 'empty';
  return file.size > AVATAR_MAX_BYTES ? 'too-large' : null;
}
