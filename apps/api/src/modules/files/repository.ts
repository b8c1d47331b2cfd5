import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { files } from '../../db/schema/index.js';

export type FileRecord = typeof files.$inferSelect;
export type NewFileRecord = typeof files.$inferInsert;

export function createFilesRepository(db: Executor) {
  return {
    async insert(record: NewFileRecord): Promise<FileRecord> {
      const [row] = await db.insert(files).values(record).returning();
      if (!row) throw new Error('File insert returned no row');
      return row;
    },

    async delete(id: string): Promise<void> {
      await db.delete(files).where(eq(files.id, id));
    },

    async findById(id: string): Promise<FileRecord | null> {
      const [row] = await db.select().from(files).where(eq(files.id, id));
      return row ?? null;
    },
  };
}
