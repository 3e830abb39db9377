/**
 * Demo vendors: every vendor the spec names, in its lane. E-sports (AV, AI, IMES, TF, IA) and
 * cockfight (DS88, DIG) travel in the SPORTS lane; the client splits them out (contract §4).
 */
import type { Vendor, VendorCategory } from '../domain/vendor-repository.ts';

/** [code, display name, hot?] per lane, in display order. */
const LANES: Record<VendorCategory, [string, string, boolean?][]> = {
  ELOTT: [['TCG', 'TCG Lottery', true]],
  LOTT: [
    ['TCG_LOTTO_VN', 'Vietnam Lottery', true],
    ['TCG_SEA', 'SEA Lottery'],
    ['GPI', 'GPI Lottery'],
  ],
  LIVE: [
    ['WM', 'WM Casino', true],
    ['DG', 'Dream Gaming', true],
    ['SA', 'SA Gaming'],
    ['SEXY', 'Sexy Baccarat', true],
    ['PRE', 'Pretty Gaming'],
    ['EG2', 'EG Live'],
  ],
  SPORTS: [
    ['BTI', 'BTi Sports', true],
    ['PIN', 'Pinnacle'],
    ['UG2', 'UG Sports'],
    ['AV', 'AV E-sports'],
    ['AI', 'AI E-sports'],
    ['IMES', 'IM E-sports', true],
    ['TF', 'TF Gaming'],
    ['IA', 'IA E-sports'],
    ['DS88', 'DS88 Sabong', true],
    ['DIG', 'DIG Cockfight'],
  ],
  FISH: [
    ['JDB', 'JDB Fishing', true],
    ['CQ9', 'CQ9 Fishing'],
    ['FC', 'Fa Chai Fishing'],
    ['KA', 'KA Fishing'],
  ],
  RNG: [
    ['MGS', 'Microgaming'],
    ['PNG', "Play'n GO"],
    ['CQ9', 'CQ9 Gaming', true],
    ['AE', 'AE Gaming'],
    ['HC', 'HC Gaming'],
    ['WD', 'WD Slots'],
    ['JDB', 'JDB Gaming', true],
    ['YGG', 'Yggdrasil'],
    ['BOM', 'BOM Gaming'],
    ['MA', 'MA Gaming'],
    ['YL', 'YL Gaming'],
    ['RSG', 'RSG Slots'],
    ['JL', 'JILI', true],
    ['FC', 'Fa Chai'],
    ['AMB', 'AMB Slot'],
    ['FTG', 'FTG Games'],
    ['BGS', 'BGS Slots'],
    ['KA', 'KA Gaming'],
    ['BP', 'Blueprint Gaming'],
    ['BNG', 'Booongo'],
    ['PSON', 'Playson'],
    ['YBG', 'YB Gaming'],
  ],
  PVP: [['KP', 'KP Poker', true]],
};

/** The RNG vendor whose card opens the popup game list (spec: isGame === 'VASSALAGE'). */
export const VASSALAGE_VENDOR = 'JDB';

/** Wallet account type ids are per vendor code, so a vendor in two lanes shares one wallet. */
function accountTypeIds(): Map<string, number> {
  const ids = new Map<string, number>();
  for (const lane of Object.values(LANES)) {
    for (const [code] of lane) if (!ids.has(code)) ids.set(code, 100 + ids.size);
  }
  return ids;
}

/** Every demo vendor, deterministic. */
export function demoVendors(): Vendor[] {
  const ids = accountTypeIds();
  return Object.entries(LANES).flatMap(([category, lane]) =>
    lane.map(([code, displayName, isHot], index): Vendor => ({
      category: category as VendorCategory,
      code,
      displayName,
      accountTypeId: ids.get(code) ?? 0,
      accountTypeName: code,
      gameType: category,
      sortOrder: (index + 1) * 10,
      isHot: isHot === true,
      isGame: category === 'RNG' && code === VASSALAGE_VENDOR ? 'VASSALAGE' : '',
      enabled: true,
    })),
  );
}
