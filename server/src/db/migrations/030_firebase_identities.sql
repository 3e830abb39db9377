-- Firebase sign-in (issue 29; docs/security.md "Firebase sign-in"). One row links a Firebase user
-- (its uid in the operator's Firebase project) to one member. The primary key is what makes two
-- racing first sign-ins of one identity create one member: the registration inserts the member and
-- this row in one transaction, and the loser's insert fails on the key and rolls its member back.
-- A member may have several identities (Google and Facebook users of one project are different
-- uids unless the operator links them in Firebase); an identity never has two members.
CREATE TABLE member_firebase_identities (
  project_id text NOT NULL,
  firebase_uid text NOT NULL,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  -- The sign-in provider of the token that created the link: google.com or facebook.com.
  provider text NOT NULL,
  created_at timestamptz NOT NULL,
  last_login_at timestamptz,
  PRIMARY KEY (project_id, firebase_uid)
);
CREATE INDEX member_firebase_identities_member ON member_firebase_identities (member_id);
