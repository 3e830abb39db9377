/**
 * Test helper for the account endpoints: a movable clock, encrypted calls made with the
 * client's own `encryptBody`, slider and captcha solving, outbox reading, envelope checks.
 */
import * as v from 'valibot';
import { expect } from 'vitest';

import { encryptBody } from '#contract/crypto/encrypt-body.ts';
import type { ErrorCode } from '#contract/error-codes.ts';
import { SessionSchema, SliderChallengeSchema, type Session, type SliderProof } from '#contract/session-schemas.ts';

import type { OutboxMessage } from '../domain/accounts/outbox.ts';
import { TEST_ADMIN_TOKEN, TEST_NOW, type TestPlatform } from './test-platform.ts';

/** The answer every test captcha shows (pass `captchaText: () => TEST_CAPTCHA`). */
export const TEST_CAPTCHA = 'HK4P';

export interface TestClock {
  now: () => Date;
  advance(ms: number): void;
}

export function testClock(start: Date = TEST_NOW): TestClock {
  let current = start.getTime();
  return { now: () => new Date(current), advance: (ms) => void (current += ms) };
}

export interface Envelope {
  status: number;
  success: boolean;
  value: unknown;
  message: string;
  errorCode: string;
}

export async function envelope(response: Response | Promise<Response>): Promise<Envelope> {
  const answer = await response;
  const body = (await answer.json()) as Omit<Envelope, 'status'>;
  return { status: answer.status, ...body };
}

/** Asserts a success and parses its value with the contract schema. */
export async function expectOk<T>(
  response: Response | Promise<Response>,
  schema: v.GenericSchema<unknown, T>,
): Promise<T> {
  const answer = await envelope(response);
  expect(answer, answer.message).toMatchObject({ status: 200, success: true });
  return v.parse(schema, answer.value);
}

/** Asserts a refusal with `errorCode` (and HTTP status); returns the envelope. */
export async function expectRefusal(
  response: Response | Promise<Response>,
  errorCode: ErrorCode,
  status = 200,
): Promise<Envelope> {
  const answer = await envelope(response);
  expect(answer).toMatchObject({ status, success: false, errorCode });
  return answer;
}

export interface CallOptions {
  ip?: string;
  token?: string;
  cookie?: string;
  headers?: Record<string, string>;
}

function headersOf(options: CallOptions): Record<string, string> {
  return {
    ...(options.ip ? { 'X-Forwarded-For': options.ip } : {}),
    ...(options.token ? { Authorization: options.token } : {}),
    ...(options.cookie ? { Cookie: options.cookie } : {}),
    ...options.headers,
  };
}

export function call(
  platform: TestPlatform,
  method: string,
  path: string,
  body?: unknown,
  options: CallOptions = {},
): Promise<Response> {
  return platform.request(path, {
    method,
    headers: { ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...headersOf(options) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

/** An encrypted call, as the client makes it (fresh modulus, `encryptBody`). */
export async function encryptedCall(
  platform: TestPlatform,
  method: string,
  path: string,
  payload: unknown,
  options: CallOptions = {},
): Promise<Response> {
  const modulus = await (await platform.request('/wps/session/key/rsa')).text();
  const { body, headers } = encryptBody(payload, modulus);
  return platform.request(path, {
    method,
    body,
    headers: { 'Content-Type': 'application/json', ...headers, ...headersOf(options) },
  });
}

/** A fresh slider challenge solved by a human-like drag. */
export async function solveSlider(platform: TestPlatform, offset = 2, durationMs = 420): Promise<SliderProof> {
  const challenge = await expectOk(platform.request('/wps/session/slider'), SliderChallengeSchema);
  return { challengeId: challenge.challengeId, position: challenge.target + offset, durationMs };
}

/**
 * Asks for a code without a session (`sms/noLogin` or `sms/register`) with a solved slider, as the
 * app sends one (the seed turns SLIDER3 on).
 */
export async function codeRequest(
  platform: TestPlatform,
  path: '/wps/verification/sms/noLogin' | '/wps/verification/sms/register',
  body: Record<string, unknown>,
  options: CallOptions = {},
): Promise<Response> {
  return call(platform, 'POST', path, { ...body, slider: await solveSlider(platform) }, options);
}

/** A captcha cookie (`captchaId=…`) for a platform whose captcha text is pinned. */
export async function captchaCookie(platform: TestPlatform): Promise<string> {
  const response = await platform.request('/wps/captcha?t=1');
  const cookie = response.headers.get('Set-Cookie') ?? '';
  return cookie.split(';')[0] ?? '';
}

export interface LoginOptions extends CallOptions {
  captcha?: string;
}

/** Username login with a solved slider. */
export async function loginRequest(
  platform: TestPlatform,
  username: string,
  password: string,
  options: LoginOptions = {},
): Promise<Response> {
  const slider = await solveSlider(platform);
  const body = {
    type: 'username',
    username,
    password,
    slider,
    ...(options.captcha ? { captcha: options.captcha } : {}),
  };
  return encryptedCall(platform, 'POST', '/wps/session/login', body, options);
}

export async function loginOk(
  platform: TestPlatform,
  username: string,
  password: string,
  options: LoginOptions = {},
): Promise<Session> {
  return expectOk(loginRequest(platform, username, password, options), SessionSchema);
}

/** Outbox messages for a recipient, newest first (through the admin API). */
export async function outbox(platform: TestPlatform, to: string): Promise<OutboxMessage[]> {
  const response = await platform.app.request(`/admin/outbox?to=${encodeURIComponent(to)}`, {
    headers: { 'X-Admin-Token': TEST_ADMIN_TOKEN },
  });
  return (await envelope(response)).value as OutboxMessage[];
}

/** The 6-digit code of the newest SMS to `phone`. */
export async function latestCode(platform: TestPlatform, phone: string): Promise<string> {
  const [latest] = await outbox(platform, phone);
  const code = /\b(\d{6})\b/.exec(latest?.body ?? '')?.[1];
  if (!code) throw new Error(`no code in the outbox for ${phone}`);
  return code;
}

/** Calls an admin endpoint with the test token. */
export async function admin(platform: TestPlatform, method: string, path: string, body?: unknown): Promise<Response> {
  return platform.app.request(path, {
    method,
    headers: { 'X-Admin-Token': TEST_ADMIN_TOKEN, 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

/** Switches a whitelabel module. */
export async function setModule(platform: TestPlatform, modId: string, enabled: boolean): Promise<void> {
  expect((await admin(platform, 'PUT', `/admin/whitelabel/${modId}`, { enabled })).status).toBe(200);
}
