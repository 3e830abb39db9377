-- What the platform sent (SMS and e-mail) and what it refused, per hour (issue 25, SMS pumping):
-- operators read it with GET /admin/sends. outcome: 'sent', 'withheld' (answered as sent, nothing
-- sent: a number or address without an account), 'refused.recipient', 'refused.ip',
-- 'refused.session', 'refused.merchant'. One upsert per send, so parallel sends all count.
CREATE TABLE send_counts (
  hour timestamptz NOT NULL,
  channel text NOT NULL,
  purpose text NOT NULL,
  outcome text NOT NULL,
  count integer NOT NULL,
  PRIMARY KEY (hour, channel, purpose, outcome)
);
