-- The platform's texts in the player's language (issue 27): an announcement's or a promotion's
-- title and texts per platform language code, `{ "TH": { "title": "…", "content": "…" } }`.
-- The row's own columns stay the operator's original (English in the demo seed); a language
-- without an entry gets them.
ALTER TABLE announcements ADD COLUMN translations jsonb NOT NULL DEFAULT '{}'::jsonb;
ALTER TABLE promotions ADD COLUMN translations jsonb NOT NULL DEFAULT '{}'::jsonb;
