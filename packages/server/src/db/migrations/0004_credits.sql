CREATE TABLE "credit_ledger" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"delta" integer NOT NULL,
	"reason" text NOT NULL,
	"reference" text,
	"actor_id" text,
	"notes" text,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_ledger_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "credit_ledger_reason_known" CHECK ("credit_ledger"."reason" IN ('grant', 'set', 'tts', 'refund'))
);
--> statement-breakpoint
CREATE TABLE "credit_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"user_notes" text,
	"admin_notes" text,
	"credits_granted" integer,
	"resolved_at" timestamp with time zone,
	"resolved_by_admin_id" text,
	CONSTRAINT "credit_requests_status_known" CHECK ("credit_requests"."status" IN ('pending', 'approved', 'denied'))
);
--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_requests" ADD CONSTRAINT "credit_requests_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_ledger_user_id_created_at_idx" ON "credit_ledger" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_requests_one_pending_per_user_key" ON "credit_requests" USING btree ("user_id") WHERE "credit_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "credit_requests_status_requested_at_idx" ON "credit_requests" USING btree ("status","requested_at");--> statement-breakpoint
CREATE INDEX "credit_requests_user_id_requested_at_idx" ON "credit_requests" USING btree ("user_id","requested_at");--> statement-breakpoint
-- The ledger is append-only (docs/decisions/017-credit-ledger.md): no row is ever changed, and a row
-- is removed only by the cascade that deletes its user's account. That cascade runs after the user
-- row is gone, so "the user still exists" tells a direct DELETE (refused) from the cascade (allowed).
CREATE FUNCTION "credit_ledger_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		IF NOT EXISTS (SELECT 1 FROM "user" WHERE "id" = OLD."user_id") THEN
			RETURN OLD;
		END IF;
	END IF;
	RAISE EXCEPTION 'credit_ledger is append-only: % is not allowed', TG_OP USING ERRCODE = 'raise_exception';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "credit_ledger_append_only" BEFORE UPDATE OR DELETE ON "credit_ledger"
	FOR EACH ROW EXECUTE FUNCTION "credit_ledger_append_only"();
--> statement-breakpoint
CREATE TRIGGER "credit_ledger_no_truncate" BEFORE TRUNCATE ON "credit_ledger"
	FOR EACH STATEMENT EXECUTE FUNCTION "credit_ledger_append_only"();
--> statement-breakpoint
-- The ledger sums to every balance from day one: one 'set' row per profile that already has credits.
INSERT INTO "credit_ledger" ("user_id", "delta", "reason", "reference", "notes")
SELECT "id", "tts_credits", 'set', 'backfill', 'Balance when the ledger was introduced'
FROM "profiles" WHERE "tts_credits" <> 0;
