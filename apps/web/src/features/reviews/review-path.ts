import { paths, type ReviewKind } from '@academy/contracts';

/** Where a piece of work is reviewed. */
export const reviewPath = (item: { kind: ReviewKind; id: number }) =>
  item.kind === 'mini-project'
    ? paths.admin.reviewMiniProject(item.id)
    : paths.admin.reviewTask(item.id);
