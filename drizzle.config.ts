import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './lib/core/db/schema/index.ts',
  out: './lib/core/db/migrations',
});
