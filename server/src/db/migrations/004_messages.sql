-- Platform information (docs/contract.md §8): one member's inbox. The content is HTML written by
-- the operator; the client sanitises it before display. Deleting is soft (deleted_at).
CREATE TABLE messages (
  id serial PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  title text NOT NULL,
  content text NOT NULL,
  created_at timestamptz NOT NULL,
  read_at timestamptz,
  deleted_at timestamptz
);
CREATE INDEX messages_member_created ON messages (member_id, created_at);
