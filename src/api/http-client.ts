/**
 * The one HTTP client. Every call goes through `request`: domain choice and failover, headers
 * (empty ones dropped), body encryption, a 30 s timeout, bounded retries for GETs only (network
 * errors, timeouts and 502–504; never parse errors or other statuses), envelope unwrapping, schema
 * parsing, and one typed error. A dead session is handled here, once. A per-path limiter
 * (`request-limiter.ts`) fails fast once a failing path was asked 3 times in 10 s.
 */
import * as v from 'valibot';

import { fillPath, type AnySchema, type Endpoint, type PathParams } from '#contract/endpoint.ts';
import { EnvelopeSchema } from '#contract/envelope-schemas.ts';

import { ApiError, SESSION_GONE_CODES } from './api-error';
import type { DomainRouter } from './domain-router';
import { RequestLimiter } from './request-limiter';

export const REQUEST_TIMEOUT_MS = 30_000;
const RETRY_DELAYS_MS = [500, 1_500];
const RETRYABLE_STATUS = new Set([502, 503, 504]);

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type QueryValue = string | number | boolean | null | undefined;

export interface RequestSpec<TOut> {
  method?: Method;
  path: string;
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** Form fields, sent as application/x-www-form-urlencoded (a few legacy calls). */
  form?: Record<string, string>;
  /** Encrypt the body as contract §3 describes (current `{value}` form). */
  encrypted?: boolean;
  /** Parses the envelope `value` (WPS) or the raw body (`/lgw`). */
  schema: v.GenericSchema<unknown, TOut>;
  /** Send the session token when one exists (default true). */
  auth?: boolean;
  headers?: Record<string, string | null | undefined>;
  signal?: AbortSignal;
  timeoutMs?: number;
}

/** A body as form fields: scalars as text, anything else left out. */
function formFields(body: unknown): Record<string, string> {
  if (!body || typeof body !== 'object') return {};
  return Object.fromEntries(
    Object.entries(body).flatMap(([key, value]) =>
      typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
        ? [[key, String(value)]]
        : [],
    ),
  );
}

/** `{ key: T }`, or `{ key?: T }` when `T` has no required field. */
type Slot<K extends string, T> = object extends T ? { [P in K]?: T } : { [P in K]: T };

/**
 * The query (GET) or body the row reads, typed from its `request` schema's input: a key the
 * platform does not read, or a missing required one, does not compile. A row reading nothing takes neither.
 */
type RequestOptions<E extends Endpoint> = [keyof v.InferInput<E['request']>] extends [never]
  ? { query?: undefined; body?: undefined }
  : E['method'] extends 'GET'
    ? Slot<'query', v.InferInput<E['request']>> & { body?: undefined }
    : Slot<'body', v.InferInput<E['request']>> & { query?: undefined };

/** The path's `:name` segments, typed from the row's `params` schema. */
type ParamOptions<E extends Endpoint> = E['params'] extends AnySchema
  ? { params: v.InferInput<E['params']> & Record<PathParams<E['path']>, string | number> }
  : { params?: undefined };

/** What a call of one endpoint row adds: its parameters, body or query, and per-call headers. */
export type CallOptions<E extends Endpoint> = {
  headers?: Record<string, string | null | undefined>;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Form fields instead of a JSON body (a few legacy calls). */
  form?: Record<string, string>;
} & RequestOptions<E> &
  ParamOptions<E>;

export interface HttpClientOptions {
  router: DomainRouter;
  merchant: () => string;
  language: () => string;
  token: () => string | null;
  onSessionGone: () => void;
  fetchFn?: typeof fetch;
  isDeviceOnline?: () => boolean;
  sleep?: (ms: number) => Promise<void>;
  /** Shared with the domain router so its probes count too. */
  limiter?: RequestLimiter;
}

export class HttpClient {
  private readonly fetchFn: typeof fetch;
  readonly limiter: RequestLimiter;
  constructor(private readonly options: HttpClientOptions) {
    this.fetchFn = options.fetchFn ?? ((...args) => fetch(...args));
    this.limiter = options.limiter ?? new RequestLimiter();
  }

  /** Performs a call and returns its parsed, typed value. */
  async request<TOut>(spec: RequestSpec<TOut>): Promise<TOut> {
    const method = spec.method ?? 'GET';
    const attempts = method === 'GET' ? RETRY_DELAYS_MS.length + 1 : 1;
    let lastError: ApiError | null = null;
    for (let attempt = 0; attempt < attempts; attempt += 1) {
      if (attempt > 0) await (this.options.sleep ?? delay)(RETRY_DELAYS_MS[attempt - 1] ?? 0);
      if (!this.limiter.tryStart(spec.path)) {
        // Limited: fail fast with what the path last failed with, without touching the network.
        const last = this.limiter.lastFailure(spec.path);
        throw lastError ?? (last instanceof ApiError ? last : new ApiError('offline', null, 0, null));
      }
      try {
        const value = await this.once(spec, method);
        this.limiter.succeeded(spec.path);
        return value;
      } catch (error) {
        if (error instanceof ApiError && armsLimit(error, method)) this.limiter.failed(spec.path, error);
        if (!(error instanceof ApiError) || !isRetryable(error) || spec.signal?.aborted) throw error;
        if (error.isDeviceOffline) throw error;
        lastError = error;
      }
    }
    throw lastError ?? new ApiError('offline', null, 0, null);
  }

  /** Calls one row of the contract's endpoint table and returns its tolerantly parsed answer. */
  call<E extends Endpoint>(endpoint: E, options: CallOptions<E>): Promise<v.InferOutput<E['response']>> {
    const loose = options as CallOptions<Endpoint> & {
      query?: Record<string, QueryValue>;
      body?: unknown;
      params?: Record<string, string | number>;
    };
    return this.request({
      method: endpoint.method,
      path: fillPath(endpoint.path, loose.params),
      query: loose.query,
      // A row declared form-encoded sends its body as form fields (legacy bundles); the rest as JSON.
      body: endpoint.form ? undefined : loose.body,
      // A caller that already has form fields passes them as `form`.
      form: endpoint.form ? (loose.form ?? formFields(loose.body)) : loose.form,
      encrypted: endpoint.encrypted,
      auth: endpoint.token !== 'none',
      schema: endpoint.response,
      headers: loose.headers,
      signal: loose.signal,
      timeoutMs: loose.timeoutMs,
    });
  }

  /** Fetches a plain-text endpoint (the RSA key) from the given origin, or the current one. */
  async text(path: string, origin?: string): Promise<{ text: string; base: string }> {
    const base = origin ?? (await this.options.router.base());
    const response = await this.send(
      base,
      `${base}${path}`,
      { method: 'GET', headers: this.headers(false, {}) },
      REQUEST_TIMEOUT_MS,
    );
    if (!response.ok) throw new ApiError('http', null, response.status, null);
    return { text: (await response.text()).trim().replace(/^"|"$/g, ''), base };
  }

  private async once<TOut>(spec: RequestSpec<TOut>, method: Method): Promise<TOut> {
    const base = await this.options.router.base();
    const headers = this.headers(spec.auth ?? true, spec.headers ?? {});
    let body: string | undefined;
    if (spec.form) {
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(spec.form).toString();
    } else if (spec.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      if (spec.encrypted) {
        const { text: modulus } = await this.text(`/wps/session/key/rsa?_=${Date.now()}`, base);
        // Loaded on first use: crypto-js stays out of the first screen's bundle.
        const { encryptBody } = await import('#contract/crypto/encrypt-body.ts');
        const sealed = encryptBody(spec.body, modulus);
        Object.assign(headers, sealed.headers);
        body = sealed.body;
      } else {
        body = JSON.stringify(spec.body);
      }
    }
    const url = `${base}${spec.path}${queryString(spec.query)}`;
    const init: RequestInit = { method, headers, body, signal: spec.signal, cache: 'no-store', credentials: 'include' };
    const response = await this.send(base, url, init, spec.timeoutMs ?? REQUEST_TIMEOUT_MS);
    return this.parse(response, spec);
  }

  private headers(auth: boolean, extra: Record<string, string | null | undefined>): Record<string, string> {
    const all: Record<string, string | null | undefined> = {
      Merchant: this.options.merchant(),
      Language: this.options.language().toUpperCase(),
      Authorization: auth ? this.options.token() : null,
      ...extra,
    };
    // The platform rejects empty header values; drop them rather than send "".
    return Object.fromEntries(
      Object.entries(all).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''),
    );
  }

  private async send(base: string, url: string, init: RequestInit, timeoutMs: number): Promise<Response> {
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = init.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
    try {
      return await this.fetchFn(url, { ...init, signal });
    } catch (error) {
      if (init.signal?.aborted) throw error;
      if (timeout.aborted) throw new ApiError('timeout', null, 0, null);
      const deviceOffline = !(this.options.isDeviceOnline ?? (() => navigator.onLine))();
      if (!deviceOffline) this.options.router.reportFailure(base);
      throw new ApiError('offline', null, 0, null, deviceOffline);
    }
  }

  private async parse<TOut>(response: Response, spec: RequestSpec<TOut>): Promise<TOut> {
    const json = await readJson(response);
    const isRaw = /^\/(lotto\/)?lgw\//.test(spec.path);
    if (isRaw) {
      if (!response.ok) throw new ApiError('http', errorCodeOf(json), response.status, null);
      return parseValue(spec.schema, json);
    }
    const envelope = v.safeParse(EnvelopeSchema, json);
    if (!envelope.success) {
      if (response.status === 401) this.sessionGone();
      throw new ApiError(response.ok ? 'contract' : 'http', null, response.status, null);
    }
    const { success, value, errorCode, message } = envelope.output;
    if (response.status === 401 || (errorCode && SESSION_GONE_CODES.has(errorCode))) {
      this.sessionGone();
      throw new ApiError('business', errorCode || 'login.not.session', response.status, message ?? null);
    }
    if (!success || !response.ok) {
      throw new ApiError(
        errorCode ? 'business' : 'http',
        errorCode || null,
        response.status,
        message ?? null,
        false,
        value ?? null,
      );
    }
    return parseValue(spec.schema, value);
  }

  private sessionGone(): void {
    if (this.options.token()) this.options.onSessionGone();
  }
}

function parseValue<TOut>(schema: v.GenericSchema<unknown, TOut>, value: unknown): TOut {
  const parsed = v.safeParse(schema, value);
  if (!parsed.success) throw new ApiError('contract', null, 200, v.summarize(parsed.issues));
  return parsed.output;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function errorCodeOf(json: unknown): string | null {
  if (json && typeof json === 'object' && 'errorCode' in json && typeof json.errorCode === 'string')
    return json.errorCode;
  return null;
}

/**
 * Failures that arm the per-path limit: anything but a platform refusal of a write (a wrong
 * password must not lock the login form), and never a dead device's own offline state.
 */
function armsLimit(error: ApiError, method: Method): boolean {
  if (error.isDeviceOffline) return false;
  return error.kind !== 'business' || method === 'GET';
}

function isRetryable(error: ApiError): boolean {
  return (
    error.kind === 'offline' ||
    error.kind === 'timeout' ||
    (error.kind === 'http' && RETRYABLE_STATUS.has(error.status))
  );
}

function queryString(query: RequestSpec<unknown>['query']): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
