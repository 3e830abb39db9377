-- A game the operator marks as recently added (our extension of the game fields, docs/contract.md
-- §17): the lobby cards and the home's hot games show a "New" badge. Seed version 16 marks the demo's.
ALTER TABLE games ADD COLUMN is_new boolean NOT NULL DEFAULT false;
