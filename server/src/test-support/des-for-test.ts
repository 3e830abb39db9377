/** Test helper: DES-ECB/PKCS#7 decryption (triple DES with the key repeated, the same cipher). */
import { createDecipheriv } from 'node:crypto';

/** Decrypts Base64 `ciphertext` with the 8-character `key`. */
export function desDecryptForTest(ciphertext: string, key: string): string {
  const decipher = createDecipheriv('des-ede3-ecb', Buffer.from(key.repeat(3), 'utf8'), null);
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64')), decipher.final()]).toString('utf8');
}
