/**
 * Generated SVG artwork as a response: fetched by the app from any image CDN (hence
 * `Access-Control-Allow-Origin: *`), and locked down so an SVG opened on its own can never run a
 * script (CSP `default-src 'none'`, no sniffing).
 */
import type { Context } from 'hono';

const SVG_HEADERS = {
  'Content-Type': 'image/svg+xml; charset=utf-8',
  'Cache-Control': 'public, max-age=86400',
  'Access-Control-Allow-Origin': '*',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
  'X-Content-Type-Options': 'nosniff',
};

export function svgResponse(c: Context, svg: string): Response {
  return c.body(svg, 200, SVG_HEADERS);
}
