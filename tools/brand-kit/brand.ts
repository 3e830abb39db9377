/**
 * The brand kit: rebrands a built dist/ from one brand file, without a rebuild. It writes the
 * config.json brand block, the install manifest, every icon, index.html's theme-color and Apple
 * meta (and the first paint's colours), fresh .br/.gz copies of what it changed, and new precache
 * revisions in sw.js so installed apps pick the brand up with their next update. Then it runs the
 * checker on the result.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

import * as v from 'valibot';

import { compressFile } from '../../scripts/compress-assets.ts';
import { configProblems, describeConfigProblem } from '../../src/lib/runtime-config-issues.ts';
import { checkDist, type CheckOptions, type Finding } from './check-dist.ts';
import { luminance, parseColour, toHex } from './colour.ts';
import { renderIcons } from './icons.ts';
import { updatePrecache } from './precache.ts';

const Colour = v.pipe(
  v.string(),
  v.check((text) => parseColour(text) !== null, 'a colour: #rrggbb, #rgb, #rrggbbaa or rgb(r g b)'),
);

export const BrandFileSchema = v.object({
  name: v.pipe(v.string(), v.trim(), v.minLength(1)),
  /** The home screen's label; the name when absent. */
  shortName: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1))),
  colors: v.object({ primary: Colour, accent: Colour, background: Colour, surface: Colour, text: Colour }),
  chatHeaderColor: v.optional(Colour),
  /** SVG, PNG, WebP or JPEG, relative to the brand file. */
  logo: v.pipe(v.string(), v.minLength(1)),
  /** A square app icon; the icons are drawn from the logo on the primary colour when absent. */
  icon: v.optional(v.pipe(v.string(), v.minLength(1))),
  /** The colour behind the logo in the icons; the primary colour when absent. */
  iconBackground: v.optional(Colour),
  licence: v.optional(v.string()),
  /** A text file with the licence, relative to the brand file (instead of `licence`). */
  licenceFile: v.optional(v.string()),
});
export type BrandFile = v.InferOutput<typeof BrandFileSchema>;

export class BrandFileError extends Error {
  override name = 'BrandFileError';
}

async function readBrandFile(file: string): Promise<BrandFile> {
  let json: unknown;
  try {
    json = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new BrandFileError(`${file}: ${(error as Error).message}`);
  }
  const parsed = v.safeParse(BrandFileSchema, json);
  if (!parsed.success)
    throw new BrandFileError(
      `${file} is not a brand file:\n${configProblems(parsed.issues)
        .map((problem) => `  ${describeConfigProblem(problem)}`)
        .join('\n')}`,
    );
  return parsed.output;
}

async function readAsset(brandFile: string, relative: string, what: string): Promise<Buffer> {
  const file = path.resolve(path.dirname(brandFile), relative);
  try {
    return await readFile(file);
  } catch (error) {
    throw new BrandFileError(`${what} ${file}: ${(error as Error).message}`);
  }
}

/** A JSON file of the dist folder; a clear error when it is missing or broken (run check-dist on a hand-edited one). */
async function readDistJson(dist: string, file: string): Promise<Record<string, unknown>> {
  try {
    return JSON.parse(await readFile(path.join(dist, file), 'utf8')) as Record<string, unknown>;
  } catch (error) {
    throw new BrandFileError(`${path.join(dist, file)}: ${(error as Error).message} (is ${dist} a built dist/?)`);
  }
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/gu, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

function setMeta(html: string, name: string, content: string): string {
  const tag = new RegExp(`(<meta name="${name}" content=")[^"]*(")`, 'u');
  if (!tag.test(html))
    throw new BrandFileError(`index.html has no <meta name="${name}">: is this a dist/ built by npm run build?`);
  return html.replace(tag, `$1${escapeHtml(content)}$2`);
}

/** index.html: theme colour, Apple status bar and title, <title>, and the first paint's colours. */
function brandHtml(html: string, brand: BrandFile): string {
  const { colors } = brand;
  const background = parseColour(colors.background);
  // Light text on a dark page: let the page run under a translucent black status bar; else the default (light) bar.
  const statusBar = background && luminance(background) < 0.2 ? 'black-translucent' : 'default';
  let out = setMeta(html, 'theme-color', colors.primary);
  out = setMeta(out, 'apple-mobile-web-app-status-bar-style', statusBar);
  out = setMeta(out, 'apple-mobile-web-app-title', brand.shortName ?? brand.name);
  out = out.replace(/<title>[^<]*<\/title>/u, `<title>${escapeHtml(brand.name)}</title>`);
  const properties: [string, string][] = [
    ['primary', colors.primary],
    ['accent', colors.accent],
    ['bg', colors.background],
    ['surface', colors.surface],
    ['text', colors.text],
  ];
  for (const [name, value] of properties)
    out = out.replace(new RegExp(`(--color-${name}:\\s*)[^;}]+`, 'u'), `$1${value}`);
  return out;
}

function sniffImage(bytes: Buffer): 'svg' | 'png' | 'webp' | 'jpg' | null {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP')
    return 'webp';
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return 'jpg';
  if (/<svg[\s>]/u.test(bytes.subarray(0, 4096).toString('utf8'))) return 'svg';
  return null;
}

export interface BrandResult {
  /** Files written, relative to dist. */
  changed: string[];
  findings: Finding[];
}

/** Applies the brand file to the built dist folder and checks the result. */
export async function applyBrand(dist: string, brandFile: string, check: CheckOptions = {}): Promise<BrandResult> {
  const brand = await readBrandFile(brandFile);
  const logo = await readAsset(brandFile, brand.logo, 'logo');
  const logoType = sniffImage(logo);
  if (!logoType) throw new BrandFileError(`logo ${brand.logo}: not an SVG, PNG, WebP or JPEG image`);
  const icon = brand.icon ? await readAsset(brandFile, brand.icon, 'icon') : undefined;
  const licence = brand.licenceFile
    ? (await readAsset(brandFile, brand.licenceFile, 'licence file')).toString('utf8').trim()
    : (brand.licence ?? '');

  const written = new Map<string, Buffer>();
  const logoFile = `brand-logo.${logoType}`;
  written.set(logoFile, logo);
  const iconBackground = toHex(parseColour(brand.iconBackground ?? brand.colors.primary)!);
  let icons: Map<string, Buffer>;
  try {
    icons = await renderIcons({ bytes: icon ?? logo, isAppIcon: icon !== undefined, background: iconBackground });
  } catch (error) {
    throw new BrandFileError(
      `${icon ? `icon ${brand.icon}` : `logo ${brand.logo}`}: unreadable image (${(error as Error).message})`,
    );
  }
  for (const [file, bytes] of icons) written.set(file, bytes);

  const config = await readDistJson(dist, 'config.json');
  config.brand = {
    ...(typeof config.brand === 'object' && config.brand !== null ? config.brand : {}),
    name: brand.name,
    logo: `/${logoFile}`,
    colors: { ...brand.colors },
    ...(brand.chatHeaderColor ? { chatHeaderColor: brand.chatHeaderColor } : {}),
    licence,
  };
  written.set('config.json', Buffer.from(`${JSON.stringify(config, null, 2)}\n`));

  const manifest = JSON.parse(await readFile(path.join(dist, 'manifest.webmanifest'), 'utf8')) as Record<
    string,
    unknown
  >;
  Object.assign(manifest, {
    name: brand.name,
    short_name: brand.shortName ?? brand.name,
    theme_color: brand.colors.primary,
    background_color: brand.colors.background,
  });
  written.set('manifest.webmanifest', Buffer.from(JSON.stringify(manifest)));
  const html = await readFile(path.join(dist, 'index.html'), 'utf8').catch(() => {
    throw new BrandFileError(`${path.join(dist, 'index.html')} is missing: is ${dist} a built dist/?`);
  });
  written.set('index.html', Buffer.from(brandHtml(html, brand)));

  const changed: string[] = [];
  for (const [file, bytes] of written) {
    const target = path.join(dist, file);
    const before = await readFile(target).catch(() => undefined);
    if (before?.equals(bytes)) continue;
    await writeFile(target, bytes);
    changed.push(file);
  }
  // config.json is fetched network-first, never precached; everything else the build precaches is.
  const precached = changed.filter((file) => file !== 'config.json');
  if (await updatePrecache(dist, precached, (file) => /\.(?:svg|png|webp|jpg)$/u.test(file))) changed.push('sw.js');
  for (const file of changed) await compressFile(path.join(dist, file));
  return { changed, findings: await checkDist(dist, check) };
}
