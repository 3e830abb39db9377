/**
 * Fastest-domain routing. The operator lists API origins in config.json and the platform adds more
 * through /wps/system/domainRoute; each is probed, the fastest healthy one serves every call, a
 * network failure moves traffic to the next one, and the choice is remembered for the next start.
 */
import * as v from 'valibot';

import { EnvelopeSchema } from '#contract/envelope-schemas.ts';
import { DomainRoutesSchema } from '#contract/system-schemas.ts';

import { RequestLimiter } from './request-limiter';

const PROBE_TIMEOUT_MS = 5_000;
const REMEMBER_KEY = 'apiDomain';
const PROBE_PATH = '/wps/system/domainRoute';

export interface DomainRouterOptions {
  /** Origins from config.json ("" is resolved to the app's origin before this point). */
  seeds: readonly string[];
  merchant: string;
  language?: () => string;
  fetchFn?: typeof fetch;
  now?: () => number;
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
  /** The HTTP client's per-path limiter: probes count against the same bound as calls. */
  limiter?: RequestLimiter;
}

interface Probe {
  base: string;
  ms: number;
  routes: string[];
}

export class DomainRouter {
  private readonly candidates: string[];
  private readonly unhealthy = new Set<string>();
  private latency = new Map<string, number>();
  private current: string | null;
  private probing: Promise<void> | null = null;
  private readonly fetchFn: typeof fetch;
  private readonly now: () => number;
  private readonly storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  private readonly limiter: RequestLimiter;

  constructor(private readonly options: DomainRouterOptions) {
    this.candidates = [...new Set(options.seeds.map(normalise))];
    this.fetchFn = options.fetchFn ?? ((...args) => fetch(...args));
    this.now = options.now ?? (() => performance.now());
    this.storage = options.storage === undefined ? safeLocalStorage() : options.storage;
    this.limiter = options.limiter ?? new RequestLimiter();
    const remembered = this.storage?.getItem(REMEMBER_KEY) ?? null;
    this.current = remembered && this.candidates.includes(remembered) ? remembered : null;
  }

  /** Every origin known so far (config seeds plus platform routes). */
  known(): readonly string[] {
    return this.candidates;
  }

  /** Adds origins learned elsewhere (e.g. persisted routes from an earlier visit). */
  addCandidates(origins: readonly string[]): void {
    for (const origin of origins.map(normalise)) if (!this.candidates.includes(origin)) this.candidates.push(origin);
  }

  /**
   * The origin to use now. Waits for the first probe only when there is a choice to make and
   * nothing was remembered: with a single known origin the probe cannot change the answer, so the
   * first calls go out at once and the probe (which may learn faster routes) runs beside them. On
   * slow 4G that is one round trip less before the first screen's data.
   */
  async base(): Promise<string> {
    const only = this.candidates.length === 1 ? (this.candidates[0] as string) : null;
    const now = this.current ?? (only !== null && !this.unhealthy.has(only) ? only : null);
    if (now) {
      if (!this.probing && this.latency.size === 0) void this.probe();
      return now;
    }
    await this.probe();
    return this.current ?? (this.candidates[0] as string);
  }

  /** Records a network failure on an origin and switches to the next best one. */
  reportFailure(base: string): string | null {
    this.unhealthy.add(base);
    const next = this.best();
    this.choose(next);
    if (!next) {
      // Everything failed: forget the marks so the next call probes again from scratch.
      this.unhealthy.clear();
      void this.probe();
    }
    return next;
  }

  /** Probes every candidate once (concurrent calls share the same probe). */
  probe(): Promise<void> {
    this.probing ??= this.runProbe().finally(() => {
      this.probing = null;
    });
    return this.probing;
  }

  private async runProbe(): Promise<void> {
    // A platform that keeps failing must not be probed on every failed call: when the probe path
    // is limited, keep the current choice and let the calls fail fast.
    if (!this.limiter.tryStart(PROBE_PATH)) return;
    const results = await Promise.all(this.candidates.map((base) => this.probeOne(base)));
    const healthy = results.filter((r): r is Probe => r !== null);
    if (healthy.length === 0) this.limiter.failed(PROBE_PATH, null);
    else this.limiter.succeeded(PROBE_PATH);
    this.latency = new Map(healthy.map((r) => [r.base, r.ms]));
    for (const base of this.candidates) if (!this.latency.has(base)) this.unhealthy.add(base);
    for (const r of healthy) this.unhealthy.delete(r.base);
    const learned = healthy.flatMap((r) => r.routes).filter((d) => !this.candidates.includes(d));
    if (learned.length > 0) {
      this.addCandidates(learned);
      const extra = (await Promise.all(learned.map((b) => this.probeOne(b)))).filter((r): r is Probe => r !== null);
      for (const r of extra) this.latency.set(r.base, r.ms);
    }
    this.choose(this.best() ?? this.current);
  }

  private async probeOne(base: string): Promise<Probe | null> {
    const started = this.now();
    try {
      const response = await this.fetchFn(`${base}${PROBE_PATH}?device=WEB&_=${Date.now()}`, {
        headers: { Merchant: this.options.merchant, Language: (this.options.language?.() ?? 'TY').toUpperCase() },
        signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
        cache: 'no-store',
      });
      if (!response.ok) return null;
      const envelope = v.parse(EnvelopeSchema, await response.json());
      const routes = v.safeParse(DomainRoutesSchema, envelope.value);
      return {
        base,
        ms: this.now() - started,
        routes: routes.success ? routes.output.domainList.map((d) => normalise(d.domain)) : [],
      };
    } catch {
      return null;
    }
  }

  private best(): string | null {
    const healthy = [...this.latency.entries()].filter(([base]) => !this.unhealthy.has(base));
    healthy.sort((a, b) => a[1] - b[1]);
    if (healthy[0]) return healthy[0][0];
    return this.candidates.find((c) => !this.unhealthy.has(c)) ?? null;
  }

  private choose(base: string | null): void {
    this.current = base;
    if (base) this.storage?.setItem(REMEMBER_KEY, base);
  }
}

function normalise(origin: string): string {
  return origin.replace(/\/+$/, '');
}

function safeLocalStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}
