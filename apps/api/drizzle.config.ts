import { defineConfig } from 'drizzle-kit';

/** `npm run db:generate -w apps/api` writes SQL migrations to ./drizzle from the schema. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
  strict: true,
});
