import { type AdminLectureAttachment, API_BASE_PATH, type ContentStatus } from '@academy/contracts';
import { and, asc, count, eq, inArray, max, ne, notExists, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { files, lectureAssignments, lectureAttachments, lectures } from '../../db/schema/index.js';

export type LectureRecord = typeof lectures.$inferSelect;

/** A lecture's plain fields, as the audit log keeps them. */
export const lectureSnapshot = (lecture: LectureRecord) => ({
  id: lecture.id,
  chapterId: lecture.chapterId,
  title: lecture.title,
  content: lecture.content,
  videoUrl: lecture.videoUrl,
  status: lecture.status,
  revision: lecture.revision,
  position: lecture.position,
});

export const publicFilePath = (fileId: string) => `${API_BASE_PATH}/files/${fileId}/public`;

const attachmentColumns = {
  id: lectureAttachments.id,
  fileId: lectureAttachments.fileId,
  name: lectureAttachments.name,
  size: files.size,
  contentType: files.contentType,
};

type AttachmentRow = Omit<AdminLectureAttachment, 'path'>;
const withPath = (row: AttachmentRow): AdminLectureAttachment => ({
  ...row,
  path: publicFilePath(row.fileId),
});

/** The lectures the editor reads and writes, with their attachments. */
export function createLectureEditorRepository(db: Executor) {
  return {
    async find(id: number): Promise<LectureRecord | null> {
      const [row] = await db.select().from(lectures).where(eq(lectures.id, id));
      return row ?? null;
    },

    /** The lecture, locked until the transaction ends: edits of one lecture queue. */
    async lock(id: number): Promise<LectureRecord | null> {
      const [row] = await db.select().from(lectures).where(eq(lectures.id, id)).for('update');
      return row ?? null;
    },

    /**
     * Writes the fields and counts the save, only while the lecture is still at `revision`
     * (ARCHITECTURE.md, "Content editors"): null when it is not.
     */
    async update(
      id: number,
      revision: number,
      fields: Pick<LectureRecord, 'title' | 'content' | 'videoUrl'>,
    ): Promise<LectureRecord | null> {
      const [row] = await db
        .update(lectures)
        .set({ ...fields, revision: sql`${lectures.revision} + 1` })
        .where(and(eq(lectures.id, id), eq(lectures.revision, revision)))
        .returning();
      return row ?? null;
    },

    /**
     * Sets the status if it differs, in one conditional statement: of two admins publishing
     * at once one changes it; the other finds nothing to change (null).
     */
    async setStatus(id: number, status: ContentStatus): Promise<LectureRecord | null> {
      const [row] = await db
        .update(lectures)
        .set({ status })
        .where(and(eq(lectures.id, id), ne(lectures.status, status)))
        .returning();
      return row ?? null;
    },

    /** Students who opened the lecture, and those who completed it. */
    async impact(id: number) {
      const [row] = await db
        .select({
          students: count(),
          completed:
            sql<number>`count(*) filter (where ${lectureAssignments.status} = 'completed')`.mapWith(
              Number,
            ),
        })
        .from(lectureAssignments)
        .where(eq(lectureAssignments.lectureId, id));
      const completed = row?.completed ?? 0;
      return { students: row?.students ?? 0, work: completed, passed: completed };
    },

    async delete(id: number): Promise<void> {
      await db.delete(lectures).where(eq(lectures.id, id));
    },

    async attachments(lectureId: number): Promise<AdminLectureAttachment[]> {
      const rows = await db
        .select(attachmentColumns)
        .from(lectureAttachments)
        .innerJoin(files, eq(files.id, lectureAttachments.fileId))
        .where(eq(lectureAttachments.lectureId, lectureId))
        .orderBy(asc(lectureAttachments.position), asc(lectureAttachments.id));
      return rows.map(withPath);
    },

    async findAttachment(
      lectureId: number,
      attachmentId: number,
    ): Promise<AdminLectureAttachment | null> {
      const [row] = await db
        .select(attachmentColumns)
        .from(lectureAttachments)
        .innerJoin(files, eq(files.id, lectureAttachments.fileId))
        .where(
          and(eq(lectureAttachments.id, attachmentId), eq(lectureAttachments.lectureId, lectureId)),
        );
      return row ? withPath(row) : null;
    },

    /** Adds an attachment after the lecture's others. */
    async addAttachment(lectureId: number, fileId: string, name: string): Promise<number> {
      const [last] = await db
        .select({ position: max(lectureAttachments.position) })
        .from(lectureAttachments)
        .where(eq(lectureAttachments.lectureId, lectureId));
      const [row] = await db
        .insert(lectureAttachments)
        .values({ lectureId, fileId, name, position: (last?.position ?? -1) + 1 })
        .returning({ id: lectureAttachments.id });
      if (!row) throw new Error('Attachment insert returned no row');
      return row.id;
    },

    async renameAttachment(attachmentId: number, name: string): Promise<void> {
      await db
        .update(lectureAttachments)
        .set({ name })
        .where(eq(lectureAttachments.id, attachmentId));
    },

    async setAttachmentPosition(attachmentId: number, position: number): Promise<void> {
      await db
        .update(lectureAttachments)
        .set({ position })
        .where(eq(lectureAttachments.id, attachmentId));
    },

    async removeAttachment(attachmentId: number): Promise<void> {
      await db.delete(lectureAttachments).where(eq(lectureAttachments.id, attachmentId));
    },

    /**
     * Deletes the records of the given files that no lecture attaches any more, and answers
     * their storage keys, for the bytes to be removed once the transaction has committed.
     */
    async deleteUnattachedFiles(fileIds: readonly string[]): Promise<string[]> {
      if (fileIds.length === 0) return [];
      const rows = await db
        .delete(files)
        .where(
          and(
            inArray(files.id, [...fileIds]),
            notExists(
              db
                .select({ one: sql`1` })
                .from(lectureAttachments)
                .where(eq(lectureAttachments.fileId, files.id)),
            ),
          ),
        )
        .returning({ storageKey: files.storageKey });
      return rows.map((row) => row.storageKey);
    },
  };
}

export type LectureEditorRepository = ReturnType<typeof createLectureEditorRepository>;
