/**
 * Reads config.json at boot. It is fetched network-first by the service worker, so an operator's
 * edit takes effect on the next load without a rebuild, and the last copy still works offline.
 * The last good copy is also kept in localStorage: when one exists, boot waits for the network at
 * most `PERSISTED_WAIT_MS` and otherwise starts from it (the fetch still refreshes the copy).
 */
import * as v from 'valibot';

import { colourRoles } from '@/lib/brand-tokens';
import { RuntimeConfigSchema, type RuntimeConfig } from '@/lib/runtime-config-schema';

const STORED_KEY = 'runtimeConfig';
export const PERSISTED_WAIT_MS = 800;

/** Fetches and validates `/config.json`; throws with a readable reason when it is unusable. */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const fresh = fetchRuntimeConfig();
  const stored = storedRuntimeConfig();
  if (!stored) return fresh;
  fresh.catch(() => undefined);
  const late = new Promise<RuntimeConfig>((resolve) => setTimeout(() => resolve(stored), PERSISTED_WAIT_MS));
  return Promise.race([fresh.catch(() => stored), late]);
}

async function fetchRuntimeConfig(): Promise<RuntimeConfig> {
  const response = await fetch('/config.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`config.json: HTTP ${response.status}`);
  const parsed = v.safeParse(RuntimeConfigSchema, await response.json());
  if (!parsed.success) throw new Error(`config.json is invalid: ${v.summarize(parsed.issues)}`);
  try {
    localStorage.setItem(STORED_KEY, JSON.stringify(parsed.output));
  } catch {
    // Storage full or blocked: the network copy still serves this start.
  }
  return parsed.output;
}

function storedRuntimeConfig(): RuntimeConfig | null {
  try {
    const text = localStorage.getItem(STORED_KEY);
    if (!text) return null;
    const parsed = v.safeParse(RuntimeConfigSchema, JSON.parse(text));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

/** The brand's CSS custom properties: every style reads these, none hard-codes the default brand. */
export function brandProperties(config: RuntimeConfig): Record<string, string> {
  const { colors, chatHeaderColor } = config.brand;
  return {
    // The brand's colours and the roles derived from them (shades, text that stays WCAG AA).
    ...colourRoles(colors),
    // The chat room's header (spec: chatHeaderColor); the primary colour when the operator sets none.
    '--color-chat-header': chatHeaderColor ?? colors.primary,
  };
}

/** Applies the brand's colours and title to the document. */
export function applyBrand(config: RuntimeConfig): void {
  const root = document.documentElement.style;
  for (const [name, value] of Object.entries(brandProperties(config))) root.setProperty(name, value);
  document.title = config.brand.name;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', config.brand.colors.primary);
  document.querySelector('meta[name="apple-mobile-web-app-title"]')?.setAttribute('content', config.brand.name);
}
