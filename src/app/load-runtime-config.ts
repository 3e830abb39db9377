/**
 * Reads config.json at boot. It is fetched network-first by the service worker, so an operator's
 * edit takes effect on the next load without a rebuild, and the last copy still works offline.
 */
import * as v from 'valibot';
import { RuntimeConfigSchema, type RuntimeConfig } from '@/lib/runtime-config-schema';

/** Fetches and validates `/config.json`; throws with a readable reason when it is unusable. */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const response = await fetch('/config.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`config.json: HTTP ${response.status}`);
  const parsed = v.safeParse(RuntimeConfigSchema, await response.json());
  if (!parsed.success) throw new Error(`config.json is invalid: ${v.summarize(parsed.issues)}`);
  return parsed.output;
}

/** Applies the brand's colours and title to the document. */
export function applyBrand(config: RuntimeConfig): void {
  const root = document.documentElement.style;
  const { colors } = config.brand;
  root.setProperty('--color-primary', colors.primary);
  root.setProperty('--color-accent', colors.accent);
  root.setProperty('--color-bg', colors.background);
  root.setProperty('--color-surface', colors.surface);
  root.setProperty('--color-text', colors.text);
  document.title = config.brand.name;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', colors.primary);
  document.querySelector('meta[name="apple-mobile-web-app-title"]')?.setAttribute('content', config.brand.name);
}
