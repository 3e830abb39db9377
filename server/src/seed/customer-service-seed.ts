/**
 * Demo customer-service entry. Its `path` is the Base64 DES-ECB/PKCS#7 ciphertext of the URL
 * followed by the 8-character key (contract §3.7). OpenSSL 3 refuses single DES, so this uses
 * triple DES with the key repeated three times, which is the same cipher.
 */
import { createCipheriv } from 'node:crypto';

import type { CustomerService } from '#contract/system-schemas.ts';

/** Encrypts `url` the way the client's customer-service decryption expects. */
export function encryptCustomerServicePath(url: string, key: string): string {
  if (key.length !== 8) throw new Error('customer-service key must be 8 characters');
  const cipher = createCipheriv('des-ede3-ecb', Buffer.from(key.repeat(3), 'utf8'), null);
  const ciphertext = Buffer.concat([cipher.update(url, 'utf8'), cipher.final()]);
  return ciphertext.toString('base64') + key;
}

/** Demo chat target: the help centre page without header, served by the app itself. */
export const DEMO_CUSTOMER_SERVICE_URL = '/helpmc';
const DEMO_KEY = 'Ta1aCs24';

/** The customer-service entries of a fresh platform. */
export function demoCustomerService(): CustomerService[] {
  return [
    { type: '3', name: 'Customer Service', path: encryptCustomerServicePath(DEMO_CUSTOMER_SERVICE_URL, DEMO_KEY) },
  ];
}
