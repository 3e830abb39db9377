/** Redeem one reward: quantity and the login password; one idempotency key per attempt. */
import { useLingui } from '@lingui/react/macro';

import type { PointReward } from '#contract/point-schemas.ts';

import { useRedeemReward } from '@/api/points/point-mutations';
import { intlLocale } from '@/i18n/supported-locales';
import { Dialog } from '@/ui/dialog';
import { Field } from '@/ui/field';
import { FormFooter } from '@/ui/form-footer';
import { textFields } from '@/ui/form/form-rules';
import { useForm } from '@/ui/form/use-form';
import { LoginPasswordField, usePasswordRequired } from '@/ui/login-password-field';

interface Props {
  reward: PointReward;
  pointBalance: number;
  onClose: () => void;
  onRedeemed: () => void;
}

/** A whole quantity typed (up to 2 digits), else 0. */
const countOf = (typed: string) => (/^\d{1,2}$/.test(typed.trim()) ? Number(typed) : 0);

export function RedeemDialog({ reward, pointBalance, onClose, onRedeemed }: Props) {
  const { t, i18n } = useLingui();
  const redeem = useRedeemReward();
  const passwordRequired = usePasswordRequired();
  const points = new Intl.NumberFormat(intlLocale(i18n.locale));

  const schema = textFields(['quantity', 'password'], (typed) => {
    const count = countOf(typed.quantity);
    return {
      quantity:
        count < 1 || count > reward.availableQuantity
          ? t`Enter a quantity from 1 to ${reward.availableQuantity}.`
          : count * reward.pointsRequirement > pointBalance
            ? t`You do not have enough points for this quantity.`
            : null,
      password: passwordRequired(typed.password),
    };
  });
  const form = useForm({
    schema,
    initial: { quantity: '1', password: '' },
    isPending: redeem.isPending,
    onSubmit: (typed) => {
      const body = { rewardId: reward.id, quantity: countOf(typed.quantity), password: typed.password };
      redeem.mutate(body, { onSuccess: onRedeemed, onError: form.fail });
    },
  });

  return (
    <Dialog open onClose={onClose} title={t`Redeem ${reward.name}`} variant="dialog" closeLabel={t`Close`}>
      <form className="auth-form" onSubmit={form.onSubmit} noValidate data-testid="redeem-form">
        <p>{t`${points.format(reward.pointsRequirement)} points per ${reward.units}`}</p>
        <Field label={t`Quantity`} inputMode="numeric" {...form.field('quantity')} />
        <LoginPasswordField {...form.field('password')} />
        <FormFooter error={form.formError} isPending={redeem.isPending} submitLabel={t`Redeem`} />
      </form>
    </Dialog>
  );
}
