import { defineConfig } from 'drizzle-kit';

// One set of migrations serves both PGlite and PostgreSQL; they are applied at server start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema.ts',
  out: './src/server/db/migrations',
  strict: true,
  verbose: true,
});
