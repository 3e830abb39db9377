/** Redeem one reward: quantity and the login password; one idempotency key per attempt. */
import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';

import type { PointReward } from '#contract/point-schemas.ts';

import { useRedeemReward } from '@/api/points/point-mutations';
import { intlLocale } from '@/i18n/supported-locales';
import { Dialog } from '@/ui/dialog';
import { Field } from '@/ui/field';
import { FormFooter } from '@/ui/form-footer';
import { LoginPasswordField, usePasswordRequired } from '@/ui/login-password-field';

interface Props {
  reward: PointReward;
  pointBalance: number;
  onClose: () => void;
  onRedeemed: () => void;
}

export function RedeemDialog({ reward, pointBalance, onClose, onRedeemed }: Props) {
  const { t, i18n } = useLingui();
  const [quantity, setQuantity] = useState('1');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ quantity?: string | null; password?: string | null }>({});
  const redeem = useRedeemReward();
  const passwordRequired = usePasswordRequired();
  const points = new Intl.NumberFormat(intlLocale(i18n.locale));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const count = /^\d{1,2}$/.test(quantity.trim()) ? Number(quantity) : 0;
    const found = {
      quantity:
        count < 1 || count > reward.availableQuantity
          ? t`Enter a quantity from 1 to ${reward.availableQuantity}.`
          : count * reward.pointsRequirement > pointBalance
            ? t`You do not have enough points for this quantity.`
            : null,
      password: passwordRequired(password),
    };
    setErrors(found);
    if (found.quantity || found.password) return;
    const body = { rewardId: reward.id, quantity: count, password };
    redeem.mutate(body, { onSuccess: onRedeemed });
  };

  return (
    <Dialog open onClose={onClose} title={t`Redeem ${reward.name}`} variant="dialog" closeLabel={t`Close`}>
      <form className="auth-form" onSubmit={onSubmit} noValidate data-testid="redeem-form">
        <p>{t`${points.format(reward.pointsRequirement)} points per ${reward.units}`}</p>
        <Field
          label={t`Quantity`}
          inputMode="numeric"
          value={quantity}
          onChange={setQuantity}
          error={errors.quantity}
        />
        <LoginPasswordField value={password} onChange={setPassword} error={errors.password} />
        <FormFooter error={redeem.error} isPending={redeem.isPending} submitLabel={t`Redeem`} />
      </form>
    </Dialog>
  );
}
