import { useRef } from 'react';
import { type FieldPath, type FieldValues, useFormContext } from 'react-hook-form';

/**
 * Which errors of a list's entries (a test's or a mini project's questions, a question's
 * answers) are shown. Appending to a list makes react-hook-form check the whole list, so a
 * question just added would say "This field is required" before anything is typed. An
 * entry's field shows its error once it was touched, or once Save was pressed after the
 * entry appeared (ARCHITECTURE.md, "Content editors"); never on an entry just added.
 */
export function useEntryErrors<Values extends FieldValues>() {
  const { formState, getFieldState } = useFormContext<Values>();
  const submits = formState.submitCount;
  /** Save presses there had been when each entry (by its field-array key) appeared. */
  const bornAt = useRef(new Map<string, number>());

  return (key: string, name: FieldPath<Values>, message: string | undefined) => {
    if (message === undefined) return undefined;
    let born = bornAt.current.get(key);
    if (born === undefined || born > submits) {
      // First seen now, or the form was reset (its submit count starts again).
      born = submits;
      bornAt.current.set(key, born);
    }
    return submits > born || getFieldState(name, formState).isTouched ? message : undefined;
  };
}
