-- A write to the sessions or the users tells every server copy to forget the sessions it keeps
-- (src/server/plugins/session.ts): a session ended, an account removed or its role changed holds on
-- no copy past the commit. Once per statement; a new session needs no word, no copy keeps it yet.
CREATE TRIGGER sessions_sessions AFTER UPDATE OR DELETE OR TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_channel('sessions');--> statement-breakpoint
CREATE TRIGGER users_sessions AFTER UPDATE OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_channel('sessions');
