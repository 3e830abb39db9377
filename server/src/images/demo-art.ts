/**
 * The reference platform's country flags as SVG placeholders (a few hundred bytes each; the
 * pictures of games, vendors, categories and banners are drawings in PNG or WebP, demo-pictures.ts).
 * Colours are derived from a hash of the code, so the same request always yields the same bytes.
 * Text is XML-escaped and the responses carry a CSP that forbids scripts (svg-response.ts).
 */

/** Country flag size. */
export const FLAG_SIZE = { width: 48, height: 32 } as const;

// The device's UI font first: real glyphs for every language the site ships.
const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Helvetica Neue', Arial, sans-serif";

/** 32-bit FNV-1a: tiny, stable across runs and platforms, and spreads short codes well. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (const byte of Buffer.from(text, 'utf8')) h = Math.imul(h ^ byte, 0x01000193);
  return h >>> 0;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function svg(width: number, height: number, body: string, label: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">${body}</svg>`;
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
