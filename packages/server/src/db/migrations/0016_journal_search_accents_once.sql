-- Hand-written from drizzle-kit's (issue 32, docs/decisions/040-journal.md § Search): a note without accents is
-- read once, as before 0015 (its unaccented reading is the same words: 0015 stored them twice, and a search that
-- reads every note's document, as a phrase that matches none does, read twice the bytes). A note with accents keeps
-- both readings. The column comes back computed by the new rule, with its GIN index.
ALTER TABLE "journal_entries" DROP COLUMN "search";
--> statement-breakpoint
ALTER TABLE "journal_entries" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS ((CASE WHEN public.journal_unaccent("text") = "text" THEN to_tsvector("language", "text") ELSE to_tsvector("language", "text") || to_tsvector("language", public.journal_unaccent("text")) END)) STORED NOT NULL;
--> statement-breakpoint
CREATE INDEX "journal_entries_search_idx" ON "journal_entries" USING gin ("search");
