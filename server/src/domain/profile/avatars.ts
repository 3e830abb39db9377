/**
 * Member avatars (`GET/PUT /wps/member/info/icon`): STATIC (a code of the generated set) or CUSTOM
 * (an uploaded PNG, JPEG or WebP of at most 1 MB; magic bytes decide the type, not the declared one).
 * A CUSTOM image is stored in the database under a fresh random key per upload and served at
 * `TCG_PROD_IMAGES/AVATAR/CUSTOM/{key}` relative to an image CDN, so an <img> loads it without the
 * session token and an old URL never shows a newer image.
 */
import { randomBytes } from 'node:crypto';

import type { Avatar, AvatarBody } from '#contract/profile-schemas.ts';

import type { Db } from '../../db/database.ts';
import { refuse } from '../refusal.ts';
import { STATIC_AVATAR_CODES, staticAvatarPath } from './static-avatars.ts';

export const MAX_AVATAR_BYTES = 1024 * 1024;
export type AvatarType = 'image/png' | 'image/jpeg' | 'image/webp';

const startsWith = (bytes: Buffer, magic: readonly number[], at = 0) =>
  magic.every((byte, index) => bytes[at + index] === byte);
const RIFF = [0x52, 0x49, 0x46, 0x46];
const WEBP = [0x57, 0x45, 0x42, 0x50];

/** The image type from its first bytes, or null when it is none of PNG, JPEG, WebP. */
export function sniffImage(bytes: Buffer): AvatarType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (bytes.length >= 12 && startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return 'image/webp';
  return null;
}

/** Decodes a `data:image/…;base64,` upload; wrong type or over 1 MB → avatar.invalid. */
export function parseAvatarImage(dataUrl: string): { type: AvatarType; bytes: Buffer } {
  const match = /^data:image\/(?:png|jpe?g|webp);base64,([A-Za-z0-9+/]*={0,2})$/.exec(dataUrl.trim());
  if (!match) return refuse('avatar.invalid', 'The avatar must be a PNG, JPEG or WebP image');
  const base64 = match[1] ?? '';
  const decoded = Math.floor((base64.length * 3) / 4) - (base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0);
  if (decoded > MAX_AVATAR_BYTES) return refuse('avatar.invalid', 'The avatar is larger than 1 MB');
  const bytes = Buffer.from(base64, 'base64');
  const type = sniffImage(bytes);
  if (!type) return refuse('avatar.invalid', 'The avatar must be a PNG, JPEG or WebP image');
  return { type, bytes };
}

export const customAvatarPath = (key: string) => `TCG_PROD_IMAGES/AVATAR/CUSTOM/${key}`;

/** The member's avatar as the wire shows it. */
export async function memberAvatar(db: Db, memberId: number): Promise<Avatar> {
  const rows = await db.query<{
    avatar_type: 'STATIC' | 'CUSTOM' | null;
    avatar_static: string | null;
    image_key: string | null;
  }>(
    'SELECT m.avatar_type, m.avatar_static, a.image_key FROM members m LEFT JOIN member_avatars a ON a.member_id = m.id WHERE m.id = $1',
    [memberId],
  );
  const row = rows[0];
  if (row?.avatar_type === 'STATIC' && row.avatar_static)
    return { avatarType: 'STATIC', avatar: staticAvatarPath(row.avatar_static), code: row.avatar_static };
  if (row?.avatar_type === 'CUSTOM' && row.image_key)
    return { avatarType: 'CUSTOM', avatar: customAvatarPath(row.image_key), code: null };
  return { avatarType: null, avatar: null, code: null };
}

/** Applies a STATIC choice or a CUSTOM upload; answers the new avatar. */
export async function setAvatar(db: Db, memberId: number, body: AvatarBody, now: Date): Promise<Avatar> {
  if (body.avatarType === 'STATIC') {
    if (!STATIC_AVATAR_CODES.includes(body.avatar)) refuse('avatar.invalid', 'Unknown avatar');
    await db.query("UPDATE members SET avatar_type = 'STATIC', avatar_static = $2 WHERE id = $1", [
      memberId,
      body.avatar,
    ]);
    return memberAvatar(db, memberId);
  }
  const image = parseAvatarImage(body.image);
  const key = randomBytes(24).toString('hex');
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO member_avatars (member_id, image_key, content_type, bytes, updated_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (member_id) DO UPDATE SET image_key = EXCLUDED.image_key, content_type = EXCLUDED.content_type, bytes = EXCLUDED.bytes, updated_at = EXCLUDED.updated_at`,
      [memberId, key, image.type, image.bytes, now],
    );
    await tx.query("UPDATE members SET avatar_type = 'CUSTOM' WHERE id = $1", [memberId]);
  });
  return memberAvatar(db, memberId);
}

/** The stored image for a key, or null. */
export async function customAvatarImage(db: Db, key: string): Promise<{ type: string; bytes: Buffer } | null> {
  if (!/^[0-9a-f]{48}$/.test(key)) return null;
  const rows = await db.query<{ content_type: string; bytes: Uint8Array }>(
    'SELECT content_type, bytes FROM member_avatars WHERE image_key = $1',
    [key],
  );
  const row = rows[0];
  return row ? { type: row.content_type, bytes: Buffer.from(row.bytes) } : null;
}
