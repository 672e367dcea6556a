-- The typo vocabulary is the in-process catalogue index's own (decision 59): nothing reads
-- search_terms any more, and keeping it in step cost a scan of every edited product's words.
DROP TABLE IF EXISTS "search_terms";
