import {
  type ConversationThreadKind,
  conversationEndpoints,
  SUBMISSION_FILE_FIELD,
  type UploadedFile,
} from '@academy/contracts';
import { api } from '../../api/client';
import { saveFile } from '../../api/save-file';

/*
 * Files sent in a thread (ARCHITECTURE.md, "Conversations"): uploaded first to the thread
 * (private, the mini projects' file rules), then named by the message that sends them, and
 * downloaded through the thread by whoever may read it, with the session's bearer (a plain
 * link would carry none).
 */

export interface ThreadUpload {
  file: File;
  /** Reports the share of the file sent, from 0 to 1. */
  onProgress: (fraction: number) => void;
  signal: AbortSignal;
}

/** Uploads to one thread: what a message box that takes files is given. */
export type UploadToThread = (upload: ThreadUpload) => Promise<UploadedFile>;

/** POST conversations/{thread}/{id}/files, through XMLHttpRequest for its progress. */
export const uploadToThread =
  (thread: ConversationThreadKind, id: number): UploadToThread =>
  ({ file, onProgress, signal }) => {
    const body = new FormData();
    body.append(SUBMISSION_FILE_FIELD, file, file.name);
    return api(
      conversationEndpoints.uploadConversationFile,
      { params: { thread, id }, body },
      // The box says why a file was refused, next to it: no toast as well.
      { onUploadProgress: onProgress, signal, toast: false },
    );
  };

/** GET conversations/{thread}/{id}/files/{fileId}, saved under its name. */
export async function downloadThreadFile(
  thread: ConversationThreadKind,
  id: number,
  file: { id: string; name: string },
) {
  const blob = await api(conversationEndpoints.getConversationFile, {
    params: { thread, id, fileId: file.id },
  });
  saveFile(blob as Blob, file.name);
}
