-- Hand-written (issue 31, docs/decisions/033-clean-text-logs-headers.md): the texts stored before the body
-- rule cleaned them, cleaned the same way (contract/clean-text.ts cleanText): each CRLF or lone CR made one LF,
-- then every C0 and C1 control character and DEL removed but tab (U+0009) and LF (U+000A). Only the free texts
-- whose rules let a control character or a CR through: journal notes (any but NUL), a credit request's notes
-- and a suspension's reason (CR). Names have refused every control character since their rule came (and a
-- cleaned name could become another of the reader's people, which their unique index refuses); the credit
-- ledger is append-only (its trigger refuses any UPDATE), so a CR in an old grant's note stays. The patterns are
-- the regular expression escapes \r, \n and \uXXXX in standard strings, the same on PGlite and PostgreSQL 15.
-- A row is written only when it holds something to clean; updated_at is left alone (the reader edited nothing).
-- A note made of nothing but control characters would be empty, which its CHECK refuses: it is left as it is
-- (export.md and the reflection clean what they read as well).
UPDATE "journal_entries"
SET "text" = regexp_replace(regexp_replace("text", '\r\n?', E'\n', 'g'), '[\u0001-\u0008\u000b-\u001f\u007f-\u009f]', '', 'g')
WHERE "text" ~ '[\u0001-\u0008\u000b-\u001f\u007f-\u009f]'
  AND regexp_replace("text", '[\u0001-\u0008\u000b-\u000c\u000e-\u001f\u007f-\u009f]', '', 'g') <> '';
--> statement-breakpoint
UPDATE "credit_requests"
SET "user_notes" = regexp_replace(regexp_replace("user_notes", '\r\n?', E'\n', 'g'), '[\u0001-\u0008\u000b-\u001f\u007f-\u009f]', '', 'g')
WHERE "user_notes" ~ '[\u0001-\u0008\u000b-\u001f\u007f-\u009f]';
--> statement-breakpoint
UPDATE "credit_requests"
SET "admin_notes" = regexp_replace(regexp_replace("admin_notes", '\r\n?', E'\n', 'g'), '[\u0001-\u0008\u000b-\u001f\u007f-\u009f]', '', 'g')
WHERE "admin_notes" ~ '[\u0001-\u0008\u000b-\u001f\u007f-\u009f]';
--> statement-breakpoint
UPDATE "user"
SET "ban_reason" = regexp_replace(regexp_replace("ban_reason", '\r\n?', E'\n', 'g'), '[\u0001-\u0008\u000b-\u001f\u007f-\u009f]', '', 'g')
WHERE "ban_reason" ~ '[\u0001-\u0008\u000b-\u001f\u007f-\u009f]';
