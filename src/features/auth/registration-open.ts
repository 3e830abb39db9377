/**
 * Whether visitors may register (spec §6: "register (if DIRECTREG3)"). Only an explicit "off"
 * closes it: upstream platforms never send DIRECTREG3 (contract §6.1, "not found in any public
 * source"), and a missing module must not hide registration on them. REG3 off closes it too,
 * because the platform refuses every registration then.
 */
import { useWhitelabelFlags } from '@/hooks/use-platform-data';
import type { WhitelabelFlags } from '@/lib/whitelabel';

export function isRegistrationOpen(flags: WhitelabelFlags): boolean {
  return flags.get('DIRECTREG3') !== false && flags.get('REG3') !== false;
}

export function useIsRegistrationOpen(): boolean {
  return isRegistrationOpen(useWhitelabelFlags());
}
