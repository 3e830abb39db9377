/** Request hygiene (issue 15): body limit, anonymous rate limit, HSTS, X-Forwarded-For from the right. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { testBackends } from '../db/test-databases.ts';
import { createTestPlatform, type TestPlatform } from '../test-support/test-platform.ts';

describe.each(testBackends())('request limits on $name', (backend) => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await createTestPlatform(
      { trustProxy: true, proxyHops: 1, maxBodyBytes: 1024, anonymousRateLimit: 5 },
      { backend },
    );
  }, 400_000);
  afterAll(() => platform.dispose());

  it('refuses a body over the limit, also when it streams without Content-Length', async () => {
    const big = JSON.stringify({ username: 'x'.repeat(2000) });
    const declared = await platform.request('/wps/member/register', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '10.9.0.1' },
      body: big,
    });
    expect(declared.status).toBe(413);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 4; i++) controller.enqueue(new TextEncoder().encode('y'.repeat(600)));
        controller.close();
      },
    });
    const chunked = await platform.request('/wps/member/register', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '10.9.0.2' },
      body: stream,
      duplex: 'half',
    });
    expect(chunked.status).toBe(413);
  });

  it('limits anonymous requests per address, counted in the database, whatever Authorization says', async () => {
    const statuses = [];
    for (let i = 0; i < 7; i++) {
      const response = await platform.request('/wps/session/slider', {
        headers: { 'X-Forwarded-For': '10.9.1.1', Authorization: 'f'.repeat(64) },
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    // Another address is not affected.
    expect((await platform.request('/wps/session/slider', { headers: { 'X-Forwarded-For': '10.9.1.2' } })).status).toBe(
      200,
    );
  });

  it('reads X-Forwarded-For from the right: a forged left entry does not dodge the limit', async () => {
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      const response = await platform.request('/wps/session/slider', {
        headers: { 'X-Forwarded-For': `1.2.3.${i}, 10.9.2.1` },
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('sends Strict-Transport-Security only over https (here via the trusted proxy)', async () => {
    const https = await platform.request('/robots.txt', {
      headers: { 'X-Forwarded-Proto': 'https', 'X-Forwarded-For': '10.9.3.1' },
    });
    expect(https.headers.get('Strict-Transport-Security')).toBe('max-age=31536000; includeSubDomains');
    const http = await platform.request('/robots.txt', { headers: { 'X-Forwarded-For': '10.9.3.2' } });
    expect(http.headers.get('Strict-Transport-Security')).toBeNull();
  });
});
