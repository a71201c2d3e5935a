-- Reordered by hand from drizzle-kit's (issue 34 item 2, docs/decisions/050-notices.md): every existing send is a
-- daily card (the column's default), the key with the kind is built before the old (user, local date) key goes, so
-- "once a day" holds at every step, and the old rows keep their meaning. The notices' switches start off.
ALTER TABLE "reminder_sends" ADD COLUMN "kind" text DEFAULT 'daily' NOT NULL;--> statement-breakpoint
ALTER TABLE "reminder_sends" ADD CONSTRAINT "reminder_sends_kind_known" CHECK ("reminder_sends"."kind" IN ('daily', 'period', 'birthday-eve'));--> statement-breakpoint
CREATE UNIQUE INDEX "reminder_sends_user_id_local_date_kind_key" ON "reminder_sends" USING btree ("user_id","local_date","kind");--> statement-breakpoint
DROP INDEX "reminder_sends_user_id_local_date_key";--> statement-breakpoint
ALTER TABLE "reminder_sends" DROP CONSTRAINT "reminder_sends_status_known";--> statement-breakpoint
ALTER TABLE "reminder_sends" ADD CONSTRAINT "reminder_sends_status_known" CHECK ("reminder_sends"."status" IN ('pending', 'sending', 'sent', 'dropped', 'quiet'));--> statement-breakpoint
ALTER TABLE "reminder_settings" ADD COLUMN "period_notice" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reminder_settings" ADD COLUMN "birthday_notice" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reminder_settings" ADD COLUMN "notice_names" boolean DEFAULT false NOT NULL;
