/**
 * The text formats the build writes .br/.gz copies of; shared by the build plugin
 * (scripts/compress-assets.ts) and the platform's static routes so both agree.
 */
export const COMPRESSIBLE_PATH = /\.(?:js|mjs|css|html|json|webmanifest|svg|txt|xml|map)$/;
