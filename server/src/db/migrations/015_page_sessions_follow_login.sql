-- Lottery page sessions end with the login session that launched them (issue 15), as the
-- built-in game sessions already do. Launch tokens and page sessions opened before this have
-- no parent to check, so they go: an open page asks the player to launch the game again.
DELETE FROM lottery_sessions;
DELETE FROM lottery_launch_tokens;
ALTER TABLE lottery_launch_tokens ADD COLUMN session_token_hash text NOT NULL;
ALTER TABLE lottery_sessions ADD COLUMN session_token_hash text NOT NULL;
