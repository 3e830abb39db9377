-- The withdrawal receipt (spec §3 "Withdrawal confirmation: received amount, remaining amount"):
-- what the member says arrived. NULL until answered; the full amount for RECEIVED and
-- AUTO_RECEIVED; 0 up to (amount - 0.01) for NOT_RECEIVED, so a partial payout can be reported.
ALTER TABLE withdrawals ADD COLUMN received_amount bigint;
UPDATE withdrawals SET received_amount = amount WHERE state IN ('RECEIVED', 'AUTO_RECEIVED');
UPDATE withdrawals SET received_amount = 0 WHERE state = 'NOT_RECEIVED';
ALTER TABLE withdrawals ADD CONSTRAINT withdrawals_received_amount CHECK (
  received_amount IS NULL OR (received_amount >= 0 AND received_amount <= amount));
