import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { type ContentChanged, useContentChanged } from './use-content-changed';

export interface ItemSave<Item> {
  /** The last save went through: the actions say "Saved" until the next edit. */
  saved: boolean;
  /** Someone else saved first: the alert and its reload. */
  changed: ContentChanged;
  /** Sends the save; its answer (with the next revision) becomes the form's values. */
  run(send: () => Promise<Item>): Promise<void>;
}

/**
 * An editor's save (ARCHITECTURE.md, "Content editors"): the form holds the item's values
 * with the revision they are of. A save that goes through puts its answer in the form, so the
 * next one names the new revision; one refused as made after someone else's keeps the admin's
 * edits and raises the alert, whose reload reads the item again (`load`). `onReset` clears
 * what else the editor shows about the form.
 */
export function useItemSave<Item, Values extends FieldValues>({
  form,
  toValues,
  load,
  onReset,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: the form's context and its parsed values differ per editor.
  form: UseFormReturn<Values, any, any>;
  toValues: (item: Item) => Values;
  load: () => Promise<Item>;
  onReset?: () => void;
}): ItemSave<Item> {
  const [saved, setSaved] = useState(false);
  const changed = useContentChanged(load, (latest) => {
    form.reset(toValues(latest));
    setSaved(false);
    onReset?.();
  });
  return {
    saved,
    changed,
    async run(send) {
      const answer = await changed.save(send);
      if (answer === null) {
        // Someone else saved first: the form keeps the edits, the alert says what to do.
        setSaved(false);
        return;
      }
      form.reset(toValues(answer));
      setSaved(true);
    },
  };
}
