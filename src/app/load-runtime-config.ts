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

/**
 * The site answered, but its config.json is missing, not JSON or not the schema's shape: the
 * operator is still setting it up (boot shows "this site is being set up", not a connection error).
 */
export class RuntimeConfigError extends Error {
  override name = 'RuntimeConfigError';
  constructor(
    message: string,
    /** The schema's issues; described for the console by config-error-reason.ts (loaded only then). */
    readonly issues: readonly v.BaseIssue<unknown>[] = [],
  ) {
    super(message);
  }
}

/** Logs the operator's precise reason (field, expected, found) without putting its formatter in the entry. */
export function logConfigError(error: RuntimeConfigError): void {
  void import('./config-error-reason').then(
    ({ configErrorReason }) => console.error(configErrorReason(error)),
    () => console.error(error.message),
  );
}

/** Fetches and validates `/config.json`; throws with a readable reason when it is unusable. */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const fresh = fetchRuntimeConfig();
  const stored = storedRuntimeConfig();
  if (!stored) return fresh;
  // The last good copy starts the app; the operator's console still learns why the new one was refused.
  fresh.catch((error: unknown) => {
    if (error instanceof RuntimeConfigError) logConfigError(error);
  });
  const late = new Promise<RuntimeConfig>((resolve) => setTimeout(() => resolve(stored), PERSISTED_WAIT_MS));
  return Promise.race([fresh.catch(() => stored), late]);
}

async function fetchRuntimeConfig(): Promise<RuntimeConfig> {
  const response = await fetch('/config.json', { cache: 'no-cache' });
  if (!response.ok) throw new RuntimeConfigError(`config.json: HTTP ${response.status} from ${response.url}`);
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (error) {
    throw new RuntimeConfigError(`config.json is not valid JSON: ${error instanceof Error ? error.message : ''}`);
  }
  const parsed = v.safeParse(RuntimeConfigSchema, body);
  if (!parsed.success) throw new RuntimeConfigError('config.json is invalid', parsed.issues);
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
