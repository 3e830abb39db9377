-- Member labels (issue 30, spec §3 "clubLabel.labelName, memberLabel list (labelName)"): the
-- operator's labels on an account, answered in the login session and in member info. The club
-- label is one name (the admin label) or none; the member labels are a list of names.
ALTER TABLE members ADD COLUMN club_label text;
ALTER TABLE members ADD COLUMN member_labels jsonb NOT NULL DEFAULT '[]'::jsonb;
