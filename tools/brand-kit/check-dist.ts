/**
 * Checks a built dist/ as an operator has configured it, before players see it: config.json
 * against the app's own schema, the API origins, the logo, the brand colours' contrast and the
 * install manifest. Each finding names the field, what was expected and what was found.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';

import sharp from 'sharp';
import * as v from 'valibot';

import { brandLogoUrl } from '../../src/lib/brand-logo.ts';
import { configProblems } from '../../src/lib/runtime-config-issues.ts';
import { RuntimeConfigSchema, type RuntimeConfig } from '../../src/lib/runtime-config-schema.ts';
import { contrast, formatRatio, over, parseColour, proposeTextColour, toHex, type Rgb } from './colour.ts';

export interface Finding {
  level: 'error' | 'warning';
  /** The file and field: `config.json brand.colors.primary`. */
  field: string;
  expected: string;
  found: string;
}

export interface CheckOptions {
  /** Ask every API origin for its status (network). */
  reach?: boolean;
  /** Plain http API origins are warnings, not errors (a local test; never production). */
  allowHttp?: boolean;
  /** How long `reach` waits for an origin. */
  timeoutMs?: number;
}

/** WCAG 2 AA for body text. */
export const MIN_CONTRAST = 4.5;
/** A platform that answers at all answers this (docs/contract.md). */
const STATUS_PATH = '/wps/system/status';
/** Stands in for the app's origin: a relative logo resolves against it, an absolute one must leave it. */
const APP_ORIGIN = 'https://app.invalid';

async function readJson(file: string, label: string, findings: Finding[]): Promise<{ value: unknown } | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    findings.push({ level: 'error', field: label, expected: 'a readable file', found: (error as Error).message });
    return undefined;
  }
  try {
    return { value: JSON.parse(text) };
  } catch (error) {
    findings.push({ level: 'error', field: label, expected: 'JSON', found: (error as Error).message });
    return undefined;
  }
}

async function checkApiOrigins(config: RuntimeConfig, options: CheckOptions, findings: Finding[]): Promise<void> {
  for (const [index, raw] of config.apiBaseUrls.entries()) {
    const field = `config.json apiBaseUrls.${index}`;
    if (raw === '') continue; // The origin that serves the app.
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      findings.push({
        level: 'error',
        field,
        expected: 'an origin such as https://api.example.com',
        found: `"${raw}"`,
      });
      continue;
    }
    if (url.protocol !== 'https:') {
      findings.push({
        level: url.protocol === 'http:' && options.allowHttp ? 'warning' : 'error',
        field,
        expected:
          'an https origin (players’ browsers block http calls from an https site, and tokens would travel in clear)',
        found: `"${raw}"`,
      });
      if (url.protocol !== 'http:') continue;
    }
    if (options.reach) {
      try {
        const response = await fetch(new URL(STATUS_PATH, url), {
          signal: AbortSignal.timeout(options.timeoutMs ?? 5_000),
        });
        await response.body?.cancel();
        if (response.status === 404)
          findings.push({
            level: 'warning',
            field,
            expected: `a platform answering ${STATUS_PATH}`,
            found: `HTTP 404 from ${url.origin}`,
          });
      } catch (error) {
        const cause = (error as Error & { cause?: { code?: string; message?: string } }).cause;
        findings.push({
          level: 'error',
          field,
          expected: 'a reachable API origin',
          found: `unreachable: ${cause?.code ?? cause?.message ?? (error as Error).message}`,
        });
      }
    }
  }
}

async function checkLogo(dist: string, config: RuntimeConfig, options: CheckOptions, findings: Finding[]) {
  const field = 'config.json brand.logo';
  const logo = config.brand.logo;
  const url = brandLogoUrl(logo, config.imageCdns, APP_ORIGIN);
  if (!url) {
    findings.push({
      level: 'error',
      field,
      expected: 'a path on the app’s own origin (/brand-logo.svg) or a URL on one of imageCdns',
      found: `"${logo}"`,
    });
    return;
  }
  let bytes: Buffer;
  if (url.startsWith('/')) {
    const file = path.join(dist, decodeURIComponent(new URL(url, APP_ORIGIN).pathname));
    try {
      bytes = await readFile(file);
    } catch {
      findings.push({ level: 'error', field, expected: `a readable image at ${url} in dist`, found: 'no such file' });
      return;
    }
  } else {
    if (!options.reach) return; // On an image CDN: only fetched when asked to reach out.
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(options.timeoutMs ?? 5_000) });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      bytes = Buffer.from(await response.arrayBuffer());
    } catch (error) {
      findings.push({ level: 'error', field, expected: `a readable image at ${url}`, found: (error as Error).message });
      return;
    }
  }
  try {
    const meta = await sharp(bytes).metadata();
    if (!meta.width || !meta.height) throw new Error('no size');
  } catch (error) {
    findings.push({
      level: 'error',
      field,
      expected: 'an image (SVG, PNG, WebP, JPEG)',
      found: `unreadable logo (${(error as Error).message})`,
    });
  }
}

function checkColours(config: RuntimeConfig, findings: Finding[]): void {
  const entries: [string, string | undefined][] = [
    ...Object.entries(config.brand.colors),
    ['chatHeaderColor', config.brand.chatHeaderColor],
  ];
  const read: Record<string, Rgb> = {};
  for (const [name, value] of entries) {
    if (value === undefined) continue;
    const field = `config.json brand.${name === 'chatHeaderColor' ? name : `colors.${name}`}`;
    const colour = parseColour(value);
    if (colour) read[name] = colour;
    else
      findings.push({
        level: 'error',
        field,
        expected: 'a colour: #rrggbb, #rgb, #rrggbbaa or rgb(r g b)',
        found: `"${value}"`,
      });
  }
  const { text, background, primary } = read;
  if (!text || !background || !primary) return;
  if (background.alpha < 1) {
    findings.push({
      level: 'error',
      field: 'config.json brand.colors.background',
      expected: 'an opaque colour (the page behind it is not known)',
      found: config.brand.colors.background,
    });
    return;
  }
  const pairs: [string, Rgb][] = [
    ['background', background],
    ['primary', over(primary, background)],
  ];
  const shownText = over(text, background);
  const failing = pairs.filter(([, bg]) => contrast(shownText, bg) < MIN_CONTRAST);
  if (failing.length === 0) return;
  const proposal = proposeTextColour(
    shownText,
    pairs.map(([, bg]) => bg),
    MIN_CONTRAST,
  );
  for (const [name, bg] of failing)
    findings.push({
      level: 'error',
      field: 'config.json brand.colors.text',
      expected: `contrast of at least ${MIN_CONTRAST}:1 on ${name} (${config.brand.colors[name as 'background' | 'primary']})${
        proposal
          ? `; text ${toHex(proposal)} would read on both (${formatRatio(contrast(proposal, background))} and ${formatRatio(contrast(proposal, pairs[1]![1]))})`
          : '; no text colour reads on both: make the primary colour lighter or darker'
      }`,
      found: `${config.brand.colors.text} at ${formatRatio(contrast(shownText, bg))}`,
    });
}

const ManifestSchema = v.object({
  name: v.string(),
  short_name: v.string(),
  theme_color: v.string(),
  background_color: v.string(),
  icons: v.array(
    v.object({ src: v.string(), sizes: v.string(), type: v.optional(v.string()), purpose: v.optional(v.string()) }),
  ),
});

async function checkManifest(dist: string, config: RuntimeConfig, findings: Finding[]): Promise<void> {
  const read = await readJson(path.join(dist, 'manifest.webmanifest'), 'manifest.webmanifest', findings);
  if (!read) return;
  const parsed = v.safeParse(ManifestSchema, read.value);
  if (!parsed.success) {
    for (const problem of configProblems(parsed.issues))
      findings.push({ level: 'error', field: `manifest.webmanifest ${problem.path}`, ...problem });
    return;
  }
  const manifest = parsed.output;
  const same: [string, string, string, string][] = [
    ['name', manifest.name, 'brand.name', config.brand.name],
    ['theme_color', manifest.theme_color, 'brand.colors.primary', config.brand.colors.primary],
    ['background_color', manifest.background_color, 'brand.colors.background', config.brand.colors.background],
  ];
  for (const [key, found, configKey, wanted] of same)
    if (found.trim().toLowerCase() !== wanted.trim().toLowerCase())
      findings.push({
        level: 'error',
        field: `manifest.webmanifest ${key}`,
        expected: `config.json ${configKey} "${wanted}" (installed apps show the manifest; run the brand kit)`,
        found: `"${found}"`,
      });
  if (!manifest.short_name.trim() || manifest.short_name.length > 12)
    findings.push({
      level: 'warning',
      field: 'manifest.webmanifest short_name',
      expected: 'a name of at most 12 characters (home screens cut longer ones)',
      found: `"${manifest.short_name}"`,
    });
  for (const [index, icon] of manifest.icons.entries()) {
    const field = `manifest.webmanifest icons.${index}`;
    try {
      const meta = await sharp(await readFile(path.join(dist, icon.src.replace(/^\//u, '')))).metadata();
      if (`${meta.width}x${meta.height}` !== icon.sizes)
        findings.push({
          level: 'error',
          field,
          expected: `${icon.src} of ${icon.sizes}`,
          found: `${meta.width}x${meta.height}`,
        });
    } catch (error) {
      findings.push({
        level: 'error',
        field,
        expected: `a readable image at ${icon.src}`,
        found: (error as Error).message,
      });
    }
  }
}

/** index.html's theme colour paints the browser's bar (and an installed app's splash) before config.json is read. */
async function checkIndexHtml(dist: string, config: RuntimeConfig, findings: Finding[]): Promise<void> {
  const html = await readFile(path.join(dist, 'index.html'), 'utf8').catch(() => '');
  const themeColor = /<meta name="theme-color" content="([^"]*)"/u.exec(html)?.[1];
  if (themeColor?.toLowerCase() !== config.brand.colors.primary.trim().toLowerCase())
    findings.push({
      level: 'warning',
      field: 'index.html theme-color',
      expected: `config.json brand.colors.primary "${config.brand.colors.primary}" (run the brand kit)`,
      found: themeColor === undefined ? 'no <meta name="theme-color">' : `"${themeColor}"`,
    });
}

/** Every finding for the dist folder `dist` (empty: all good). */
export async function checkDist(dist: string, options: CheckOptions = {}): Promise<Finding[]> {
  const findings: Finding[] = [];
  const read = await readJson(path.join(dist, 'config.json'), 'config.json', findings);
  if (!read) return findings;
  const parsed = v.safeParse(RuntimeConfigSchema, read.value);
  if (!parsed.success) {
    for (const problem of configProblems(parsed.issues))
      findings.push({
        level: 'error',
        field: `config.json ${problem.path}`,
        expected: problem.expected,
        found: problem.found,
      });
    return findings;
  }
  const config = parsed.output;
  await checkApiOrigins(config, options, findings);
  await checkLogo(dist, config, options, findings);
  checkColours(config, findings);
  await checkManifest(dist, config, findings);
  await checkIndexHtml(dist, config, findings);
  return findings;
}

/** One line per finding: `error  config.json brand.name: expected …, found …`. */
export function formatFinding(finding: Finding): string {
  return `${finding.level === 'error' ? 'error  ' : 'warning'}  ${finding.field}: expected ${finding.expected}; found ${finding.found}`;
}
