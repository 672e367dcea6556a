CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- array_to_string is only STABLE; generated columns need an IMMUTABLE expression, and joining
-- text with a fixed separator is immutable in fact.
CREATE OR REPLACE FUNCTION atelier_join_words(text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT array_to_string($1, ' ') $$;
