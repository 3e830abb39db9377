-- The member's platform texts in the player's language (issue 27), as 031 did for announcements
-- and promotions: an inbox message's title and content, a points-mall reward's name, remark and
-- units, a red envelope's title, per platform language code (`{ "TH": { "title": "…" } }`). The
-- row's own columns stay the original (the operator's, English in the demo seed); a language
-- without an entry gets them.
ALTER TABLE messages ADD COLUMN translations jsonb NOT NULL DEFAULT '{}'::jsonb;
ALTER TABLE point_rewards ADD COLUMN translations jsonb NOT NULL DEFAULT '{}'::jsonb;
ALTER TABLE red_envelopes ADD COLUMN translations jsonb NOT NULL DEFAULT '{}'::jsonb;
