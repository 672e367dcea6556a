-- Every ended session is announced on the live channel, whichever way it ended (sign-out,
-- password reset, account deletion, expiry clean-up, a revocation by any code path) and in
-- whichever process: open live streams of that session close at once, in every process.
CREATE OR REPLACE FUNCTION atelier_session_ended() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify(
    'atelier_live',
    json_build_object('type', 'session-ended', 'userId', OLD.user_id, 'sessionId', OLD.id)::text
  );
  RETURN OLD;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DROP TRIGGER IF EXISTS session_ended ON "session";
--> statement-breakpoint
CREATE TRIGGER session_ended AFTER DELETE ON "session" FOR EACH ROW EXECUTE FUNCTION atelier_session_ended();
