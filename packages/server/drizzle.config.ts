import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w @cardology/server` writes a new SQL migration after a schema change.
// The migrations are committed and applied at server start on PGlite and on PostgreSQL.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/migrations',
});
