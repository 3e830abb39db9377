/** Customer-service entries read from the status in both documented shapes (contract §3.7, spec §7). */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';

import { CustomerServiceListSchema } from '../system-schemas.ts';

const entry = { type: 3, name: 'CS', path: 'cipherTextKey12345' };
const read = [{ type: '3', name: 'CS', path: 'cipherTextKey12345' }];

describe('customer-service list', () => {
  it('reads the contract list', () => expect(v.parse(CustomerServiceListSchema, [entry])).toEqual(read));
  it('reads the spec value.version.pathList', () =>
    expect(v.parse(CustomerServiceListSchema, { version: { pathList: [entry] } })).toEqual(read));
  it('reads nothing as no entries', () => expect(v.parse(CustomerServiceListSchema, { version: null })).toEqual([]));
});
