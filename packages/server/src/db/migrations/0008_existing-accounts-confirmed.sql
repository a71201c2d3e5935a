-- Hand-written (docs/decisions/032-throttling-and-mail.md): accounts made before sign-up asked to confirm an
-- address were open at once; they stay open now that, with SMTP_URL set, an unconfirmed account cannot
-- sign in. Accounts made later without mail are confirmed when created (auth.ts).
UPDATE "user" SET "email_verified" = true WHERE "email_verified" = false;
