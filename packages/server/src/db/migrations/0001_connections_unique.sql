-- Rows added twice before this index existed (a double click): keep the first of each person.
DELETE FROM "user_connections" AS "later" USING "user_connections" AS "earlier" WHERE "later"."user_id" = "earlier"."user_id" AND lower("later"."name") = lower("earlier"."name") AND "later"."birthdate" = "earlier"."birthdate" AND ("earlier"."created_at", "earlier"."id") < ("later"."created_at", "later"."id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_connections_user_id_lower_name_birthdate_key" ON "user_connections" USING btree ("user_id",lower("name"),"birthdate");
