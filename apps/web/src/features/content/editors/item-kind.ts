/** The three kinds of item the editors edit, as their texts name them (`kinds.*`). */
export type ItemKind = 'lecture' | 'task' | 'miniProject';
