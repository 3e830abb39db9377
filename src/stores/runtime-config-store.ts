/** The operator's runtime configuration (config.json), loaded once at boot and then read-only. */
import { proxy, ref } from 'valtio';

import type { RuntimeConfig } from '@/lib/runtime-config-schema';

export const runtimeConfigState = proxy<{ config: RuntimeConfig | null }>({ config: null });

/** Stores the parsed config; called once by the boot sequence. */
export function setRuntimeConfig(config: RuntimeConfig): void {
  runtimeConfigState.config = ref(config);
}

/** The loaded config; throws when read before boot finished (a programming error). */
export function getRuntimeConfig(): RuntimeConfig {
  const { config } = runtimeConfigState;
  if (!config) throw new Error('Runtime config read before boot');
  return config;
}
