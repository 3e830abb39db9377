/**
 * Content-Security-Policy built per request: scripts only from our origin (no inline script),
 * images from the image CDNs, API calls to the configured API domains, game frames from the
 * launch CDNs and the vendors' servers (any https origin, or only the operator's `gameOrigins`,
 * as the app itself decides), and nobody may frame the app.
 */

/** `https://a.b:8443/x` → `https://a.b:8443`; anything that is not an http(s) URL is dropped, so a
 * value from config can never inject a directive. */
export function cspOrigins(values: readonly string[]): string[] {
  const origins = new Set<string>();
  for (const value of values) {
    try {
      const url = new URL(value);
      if (url.protocol === 'http:' || url.protocol === 'https:') origins.add(url.origin);
    } catch {
      // Ignore malformed entries.
    }
  }
  return [...origins];
}

export interface CspSources {
  imageCDNs: readonly string[];
  connect: readonly string[];
  launchGameCDNs: readonly string[];
  /** The operator's game-frame allow-list (config.json `gameOrigins`); empty: any https origin. */
  gameOrigins?: readonly string[];
  /** Extra script origins (the operator's GeeTest loader); its captcha also calls and shows images from there. */
  scripts?: readonly string[];
  /** Firebase sign-in: API origins, its auth-domain and reCAPTCHA frames, its loaders. */
  firebase?: { connect: readonly string[]; frames: readonly string[]; scripts: readonly string[] };
}

/** The policy string. */
export function buildCsp(sources: CspSources): string {
  const list = (values: readonly string[]) =>
    cspOrigins(values)
      .map((origin) => ` ${origin}`)
      .join('');
  const firebase = sources.firebase ?? { connect: [], frames: [], scripts: [] };
  const gameOrigins = cspOrigins(sources.gameOrigins ?? []);
  const frames = [
    ...cspOrigins([...sources.launchGameCDNs, ...firebase.frames]),
    ...(gameOrigins.length > 0 ? gameOrigins : ['https:']),
  ];
  const scripts = [...(sources.scripts ?? []), ...firebase.scripts];
  return [
    "default-src 'self'",
    `script-src 'self'${list(scripts)}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${list([...sources.imageCDNs, ...scripts])}`,
    `connect-src 'self'${list([...sources.connect, ...(sources.scripts ?? []), ...firebase.connect])}`,
    `frame-src ${[...new Set(frames)].join(' ')}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
    "worker-src 'self'",
    "manifest-src 'self'",
  ].join('; ');
}
