import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { EnvelopeSchema } from '#contract/envelope-schemas.ts';
import {
  DomainRoutesSchema,
  HelpCenterSchema,
  RegisterRulesSchema,
  SystemStatusSchema,
  WhitelabelNodeSchema,
} from '#contract/system-schemas.ts';

import { desDecryptForTest } from '../test-support/des-for-test.ts';
import { createTestPlatform, type TestPlatform } from '../test-support/test-platform.ts';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await createTestPlatform();
});
afterAll(() => platform.dispose());

async function value<T>(response: Response, schema: v.GenericSchema<unknown, T>): Promise<T> {
  const envelope = v.parse(EnvelopeSchema, await response.json());
  expect(envelope.success).toBe(true);
  return v.parse(schema, envelope.value);
}

describe('system routes', () => {
  it('GET /wps/system/status parses and is not cached', async () => {
    const response = await platform.request('/wps/system/status');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const status = await value(response, SystemStatusSchema);
    expect(status.maintenance).toBe(false);
    expect(status.regionRestriction).toBe(false);
    expect(status.location).toEqual({ ip: '127.0.0.1', country: 'Philippines', countryCode: 'PH' });
    expect(status.info.imageCDNs).toEqual(['http://localhost']);
    expect(status.info.domainRoute.domainList).toEqual([{ domain: 'http://localhost', speed: 0 }]);
    expect(status.info.settings.loginedToHomePage).toBe(false);
    expect(status.info.resources.map((resource) => resource.resourceType)).not.toContain('TIKTOK');
  });

  it('customer-service path is DES ciphertext followed by its 8-character key', async () => {
    const status = await value(await platform.request('/wps/system/status'), SystemStatusSchema);
    const [entry] = status.info.customerService;
    if (!entry) throw new Error('no customer-service entry');
    const key = entry.path.slice(-8);
    expect(desDecryptForTest(entry.path.slice(0, -8), key)).toBe('/helpmc');
  });

  it('GET /wps/system/whitelabel, setting/register and helpCenter parse', async () => {
    const tree = await value(await platform.request('/wps/system/whitelabel'), WhitelabelNodeSchema);
    expect(tree.modId).toBe('ROOT');
    const rules = await value(await platform.request('/wps/system/setting/register'), RegisterRulesSchema);
    expect(rules.password).toMatchObject({ patternId: 3, minLength: 6, maxLength: 12, required: true });
    const help = await value(await platform.request('/wps/system/helpCenter'), HelpCenterSchema);
    expect(help.map((section) => section.title)).toEqual(['Deposits', 'Withdrawals', 'Account', 'Responsible gaming']);
  });

  it('GET /wps/system/domainRoute needs a device', async () => {
    const refused = await platform.request('/wps/system/domainRoute');
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ success: false, errorCode: 'request_param_err' });
    const routes = await value(await platform.request('/wps/system/domainRoute?device=WEB'), DomainRoutesSchema);
    expect(routes.domainList).toEqual([{ domain: 'http://localhost', speed: 0 }]);
  });

  it('honours X-Forwarded-For only behind a trusted proxy', async () => {
    const headers = { 'X-Forwarded-For': '203.0.113.9, 10.0.0.1' };
    const direct = await value(await platform.request('/wps/system/status', { headers }), SystemStatusSchema);
    expect(direct.location.ip).toBe('127.0.0.1');
    // One trusted proxy: the rightmost entry is the address it saw; what stands left of it came from
    // the client and may be forged. Two trusted hops: the second entry from the right.
    const proxied = await createTestPlatform({ trustProxy: true, publicOrigin: 'https://play.tala.example' });
    const twoHops = await createTestPlatform({ trustProxy: true, proxyHops: 2 });
    try {
      const status = await value(await proxied.request('/wps/system/status', { headers }), SystemStatusSchema);
      expect(status.location).toEqual({ ip: '10.0.0.1', country: 'Philippines', countryCode: 'PH' });
      expect(status.info.imageCDNs).toEqual(['https://play.tala.example']);
      const behindTwo = await value(await twoHops.request('/wps/system/status', { headers }), SystemStatusSchema);
      expect(behindTwo.location.ip).toBe('203.0.113.9');
    } finally {
      await proxied.dispose();
      await twoHops.dispose();
    }
  });
});
