-- Hand-written from drizzle-kit's (issue 32, docs/decisions/040-journal.md § Search): each note is searched in the
-- language it was written in, accents typed or not. unaccent is a contrib extension: PGlite loads its files when the
-- database starts (db/pglite-extensions.ts), PostgreSQL ships it (Debian's postgresql-15, and every official image).
-- It is trusted (PostgreSQL 13+), so the database's owner creates it without being a superuser.
CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public;
--> statement-breakpoint
-- unaccent(text) is STABLE (it reads the dictionary named by the search path), so it cannot be in a generated column;
-- with the dictionary named in full it gives the same answer for the same text, which IMMUTABLE promises.
CREATE OR REPLACE FUNCTION public.journal_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
--> statement-breakpoint
ALTER TABLE "journal_entries" DROP COLUMN "search";
--> statement-breakpoint
ALTER TABLE "journal_entries" ADD COLUMN "language" "regconfig" DEFAULT 'english'::regconfig NOT NULL;
--> statement-breakpoint
-- The notes written before: in the language their reader has chosen (profiles.language holds the contract's codes),
-- else English, as they were searched until now. Before the search column comes back, so each note's document is
-- computed once.
UPDATE "journal_entries" AS "entry"
SET "language" = CASE "profile"."language" WHEN 'es' THEN 'spanish'::regconfig ELSE 'portuguese'::regconfig END
FROM "profiles" AS "profile"
WHERE "profile"."id" = "entry"."user_id" AND "profile"."language" IN ('es', 'pt-BR');
--> statement-breakpoint
ALTER TABLE "journal_entries" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS ((to_tsvector("language", "text") || to_tsvector("language", public.journal_unaccent("text")))) STORED NOT NULL;
--> statement-breakpoint
CREATE INDEX "journal_entries_search_idx" ON "journal_entries" USING gin ("search");
