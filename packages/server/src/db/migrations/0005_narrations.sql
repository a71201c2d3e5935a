CREATE TABLE "tts_narrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"session_id" uuid NOT NULL,
	"source" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"attempt" integer DEFAULT 1 NOT NULL,
	"chunks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tts_narrations_status_known" CHECK ("tts_narrations"."status" IN ('running', 'done', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "tts_narrations" ADD CONSTRAINT "tts_narrations_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tts_narrations" ADD CONSTRAINT "tts_narrations_session_id_ai_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."ai_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tts_narrations_session_id_source_key" ON "tts_narrations" USING btree ("session_id","source");--> statement-breakpoint
CREATE INDEX "tts_narrations_user_id_idx" ON "tts_narrations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "tts_narrations_created_at_idx" ON "tts_narrations" USING btree ("created_at");