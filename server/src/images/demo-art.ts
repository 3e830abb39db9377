/**
 * The reference platform's demo artwork as SVG: notice banners, vendor logos, game tiles and
 * country flags. Real type (the device's own sans-serif, so Vietnamese, Thai or Chinese titles
 * render properly), gradients and shapes, a few hundred bytes each instead of tens of kilobytes
 * of PNG (the first banner is the home page's largest paint on slow 4G, issue 14). Colours are
 * derived from a hash of the input, so the same request always yields the same bytes.
 *
 * The URLs keep the contract's `.png` names; the Content-Type says SVG, which `<img>` follows.
 * Text is XML-escaped and the responses carry a CSP that forbids scripts (image-routes.ts).
 */

/** Vendor logo size (the `-WHITE` artwork sits on the client's own card background). */
export const LOGO_SIZE = { width: 240, height: 96 } as const;
/** Country flag size. */
export const FLAG_SIZE = { width: 48, height: 32 } as const;
/** Largest side accepted for request-driven sizes. */
export const MAX_ART_SIDE = 2048;

// The device's UI font first: real glyphs for every language the site ships.
const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Helvetica Neue', Arial, sans-serif";
// Average advance of a bold sans-serif glyph as a share of the font size (Latin); CJK glyphs are
// about square, so they count double when fitting text.
const ADVANCE = 0.6;

/** 32-bit FNV-1a: tiny, stable across runs and platforms, and spreads short codes well. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (const byte of Buffer.from(text, 'utf8')) h = Math.imul(h ^ byte, 0x01000193);
  return h >>> 0;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(h) % 360} ${s}% ${l}%)`;

/** Width of `text` in ems, counting wide (CJK, Hangul, fullwidth) characters double. */
function ems(text: string): number {
  let width = 0;
  for (const ch of text)
    width += /[\u1100-\u11ff\u2e80-\ua4cf\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/u.test(ch) ? 1.7 : 1;
  return width * ADVANCE;
}

/** Splits `text` into at most `maxLines` lines of about equal width, at spaces when there are any. */
function wrap(text: string, maxLines: number): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  if (words.length <= 1 || maxLines === 1) return [text];
  const total = ems(text);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const next = line ? `${line} ${word}` : word;
    if (line && ems(next) > total / maxLines + ADVANCE * 2 && lines.length < maxLines - 1) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  lines.push(line);
  return lines;
}

/** Centred text block in a box: the largest size (up to `maxSize`) at which every line fits. */
function textBlock(
  text: string,
  box: { cx: number; cy: number; w: number; h: number },
  maxSize: number,
  maxLines: number,
  fill = '#fff',
): string {
  let best = { lines: [text], size: 1 };
  for (let count = 1; count <= maxLines; count++) {
    const lines = wrap(text, count);
    const widest = Math.max(...lines.map(ems));
    const size = Math.min(maxSize, box.w / Math.max(widest, 0.1), box.h / (lines.length * 1.2));
    if (size > best.size * 1.08) best = { lines, size };
  }
  const size = Math.max(6, Math.floor(best.size));
  const top = box.cy - ((best.lines.length - 1) * size * 1.2) / 2;
  const tspans = best.lines
    .map((line, i) => `<tspan x="${box.cx}" y="${Math.round(top + i * size * 1.2)}">${escapeXml(line)}</tspan>`)
    .join('');
  // A soft dark copy under the text keeps white type legible on light hues.
  const attrs = `font-family="${FONT}" font-size="${size}" font-weight="700" text-anchor="middle" dominant-baseline="central"`;
  return `<text ${attrs} fill="#000" fill-opacity=".28" transform="translate(${Math.max(1, size / 24)} ${Math.max(1, size / 18)})">${tspans}</text><text ${attrs} fill="${fill}">${tspans}</text>`;
}

function svg(width: number, height: number, body: string, label: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">${body}</svg>`;
}

function checkSide(side: number): void {
  if (!Number.isInteger(side) || side < 1 || side > MAX_ART_SIDE)
    throw new RangeError(`demo art: sides must be integers in 1..${MAX_ART_SIDE}, got ${side}`);
}

/** A promotion banner: a diagonal two-hue gradient, light rings and the title in large type. */
export function bannerSvg(title: string, width: number, height: number): string {
  checkSide(width);
  checkSide(height);
  const h = hash(title);
  const hue = h % 360;
  const hue2 = hue + 30 + ((h >>> 9) % 60);
  const text = title.replace(/_/g, ' ').trim() || ' ';
  const r = Math.min(width, height);
  const body =
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 62, 26)}"/><stop offset="1" stop-color="${hsl(hue2, 68, 46)}"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#g)"/>` +
    `<circle cx="${Math.round(width * 0.88)}" cy="${Math.round(height * 0.2)}" r="${Math.round(r * 0.55)}" fill="#fff" fill-opacity=".08"/>` +
    `<circle cx="${Math.round(width * 0.1)}" cy="${Math.round(height * 1.05)}" r="${Math.round(r * 0.45)}" fill="#fff" fill-opacity=".06"/>` +
    `<rect x="${Math.round(width * 0.08)}" y="${Math.round(height * 0.8)}" width="${Math.round(width * 0.12)}" height="${Math.max(2, Math.round(height * 0.025))}" rx="${Math.max(1, Math.round(height * 0.0125))}" fill="${hsl(45, 95, 60)}"/>` +
    textBlock(text, { cx: width / 2, cy: height * 0.45, w: width * 0.84, h: height * 0.55 }, height * 0.2, 2);
  return svg(width, height, body, text);
}

/** A vendor's logo: its name on a rounded badge coloured from the code, a category-tinted bar. */
export function vendorLogoSvg(vendorCode: string, category: string): string {
  const { width, height } = LOGO_SIZE;
  const h = hash(vendorCode.toUpperCase());
  const hue = h % 360;
  const accent = hash(category.toUpperCase()) % 360;
  const label = vendorCode.replace(/_/g, ' ').trim().toUpperCase() || '?';
  const body =
    `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(hue, 60, 44)}"/><stop offset="1" stop-color="${hsl(hue + 18, 64, 32)}"/></linearGradient></defs>` +
    `<rect x="4" y="4" width="${width - 8}" height="${height - 8}" rx="18" fill="url(#g)"/>` +
    `<rect x="${width / 2 - 22}" y="${height - 18}" width="44" height="5" rx="2.5" fill="${hsl(accent, 80, 70)}"/>` +
    textBlock(label, { cx: width / 2, cy: 42, w: width - 36, h: 56 }, 34, 2);
  return svg(width, height, body, label);
}

/** A game's tile: a gradient square with a category mark and the game's name. */
export function gameTileSvg(name: string, category: string, side: number): string {
  checkSide(side);
  const h = hash(name);
  const hue = h % 360;
  const text = name.replace(/_/g, ' ').trim() || '?';
  const s = side;
  const body =
    `<defs><radialGradient id="g" cx=".3" cy=".25" r="1"><stop offset="0" stop-color="${hsl(hue, 70, 52)}"/><stop offset="1" stop-color="${hsl(hue + 40, 66, 24)}"/></radialGradient></defs>` +
    `<rect width="${s}" height="${s}" rx="${Math.round(s * 0.08)}" fill="url(#g)"/>` +
    categoryMark(category, s, hsl(45, 95, 62)) +
    `<rect y="${Math.round(s * 0.62)}" width="${s}" height="${Math.round(s * 0.38)}" fill="#000" fill-opacity=".28"/>` +
    textBlock(text, { cx: s / 2, cy: s * 0.81, w: s * 0.88, h: s * 0.32 }, s * 0.13, 2);
  return svg(s, s, body, text);
}

/** A simple shape per category in the tile's upper half (suits, dice, a fish, a star). */
function categoryMark(category: string, s: number, colour: string): string {
  const cx = s / 2;
  const cy = s * 0.32;
  const u = s * 0.16;
  const at = (x: number, y: number) => `${Math.round(cx + x * u)} ${Math.round(cy + y * u)}`;
  switch (category.toUpperCase()) {
    case 'LIVE': // a spade
      return `<path d="M${at(0, -1.3)} C${at(1.6, -0.2)} ${at(1.2, 1.1)} ${at(0.2, 0.6)} L${at(0.5, 1.3)} L${at(-0.5, 1.3)} L${at(-0.2, 0.6)} C${at(-1.2, 1.1)} ${at(-1.6, -0.2)} ${at(0, -1.3)}Z" fill="${colour}"/>`;
    case 'FISH':
      return `<path d="M${at(-1.3, 0)} C${at(-0.6, -1)} ${at(0.6, -1)} ${at(1, 0)} C${at(0.6, 1)} ${at(-0.6, 1)} ${at(-1.3, 0)}Z M${at(1, 0)} L${at(1.6, -0.7)} L${at(1.6, 0.7)}Z" fill="${colour}"/>`;
    case 'RNG': // a die face
      return (
        `<rect x="${Math.round(cx - u)}" y="${Math.round(cy - u)}" width="${Math.round(2 * u)}" height="${Math.round(2 * u)}" rx="${Math.round(u / 3)}" fill="${colour}"/>` +
        [
          [-0.5, -0.5],
          [0.5, 0.5],
          [0, 0],
        ]
          .map(
            ([x, y]) =>
              `<circle cx="${Math.round(cx + (x as number) * u)}" cy="${Math.round(cy + (y as number) * u)}" r="${Math.max(1, Math.round(u / 5))}" fill="#222"/>`,
          )
          .join('')
      );
    default: {
      // a five-pointed star
      const points = Array.from({ length: 10 }, (_, i) => {
        const angle = (Math.PI / 5) * i - Math.PI / 2;
        const radius = i % 2 === 0 ? 1.3 : 0.55;
        return at(Math.cos(angle) * radius, Math.sin(angle) * radius);
      });
      return `<path d="M${points.join(' L')}Z" fill="${colour}"/>`;
    }
  }
}

// Colours common on real flags, so placeholders read as "a flag" at a glance.
const FLAG_COLOURS = ['#ce1126', '#ffffff', '#003893', '#007a3d', '#fcd116', '#141414', '#ff8200', '#6cace4'];

/** A placeholder flag: three hashed stripes and the two-letter code on a dark plate. */
export function flagSvg(countryCode: string): string {
  const code = countryCode.trim().toUpperCase().slice(0, 2) || '??';
  const { width, height } = FLAG_SIZE;
  const h = hash(code);
  // A hashed start and non-zero step: stripes 1 and 2 always differ.
  const start = h % FLAG_COLOURS.length;
  const step = 1 + ((h >>> 3) % (FLAG_COLOURS.length - 1));
  const colours = [0, 1, 2].map((i) => FLAG_COLOURS[(start + i * step) % FLAG_COLOURS.length]);
  const vertical = ((h >>> 7) & 1) === 1;
  const stripes = colours
    .map((colour, i) =>
      vertical
        ? `<rect x="${i * 16}" width="16" height="${height}" fill="${colour}"/>`
        : `<rect y="${(i * height) / 3}" width="${width}" height="${height / 3}" fill="${colour}"/>`,
    )
    .join('');
  const body =
    `${stripes}<rect x="9" y="7" width="30" height="18" rx="4" fill="#000" fill-opacity=".55"/>` +
    `<text x="24" y="16.5" font-family="${FONT}" font-size="12" font-weight="700" text-anchor="middle" dominant-baseline="central" fill="#fff">${escapeXml(code)}</text>`;
  return svg(width, height, body, code);
}
