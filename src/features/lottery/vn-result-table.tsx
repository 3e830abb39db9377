/** A Vietnamese result table as players know it: special prize, then 1st to 7th (north) or 8th (south, centre). */
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';

import type { LotteryDrawResult } from '#contract/lottery-schemas.ts';

const TIERS = [
  msg`Special prize`,
  msg`1st prize`,
  msg`2nd prize`,
  msg`3rd prize`,
  msg`4th prize`,
  msg`5th prize`,
  msg`6th prize`,
  msg`7th prize`,
  msg`8th prize`,
];

export function VnResultTable({ draw }: { draw: LotteryDrawResult }) {
  const { t, i18n } = useLingui();
  if (!('prizes' in draw.result)) return null;
  return (
    <table className="vn-result" data-testid="vn-result-table">
      <caption>{t`${draw.labelName} — draw ${draw.numero}`}</caption>
      <tbody>
        {draw.result.prizes.map((numbers, tier) => (
          <tr key={tier} className={tier === 0 ? 'vn-result__special' : undefined}>
            <th scope="row">{TIERS[tier] ? i18n._(TIERS[tier]) : String(tier)}</th>
            <td>
              {numbers.map((number, index) => (
                <span key={index} className="vn-result__number">
                  {number}
                </span>
              ))}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
