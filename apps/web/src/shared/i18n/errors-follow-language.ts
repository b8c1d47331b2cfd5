import { useEffect, useRef } from 'react';
import type { FieldErrors, FieldValues, Path, UseFormTrigger } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/**
 * Keeps a form's error messages in the interface language. A form's rules write their
 * messages when they run (useMessageFormatter), so a message shown before the language
 * changed stays in the old language until the field is checked again. When the language
 * changes, this checks again every field whose error the rules reported, now with the rules
 * of the new language.
 *
 * An error a form set itself from a server's answer (`setError` without a `type`) is left as
 * it is: checking the field again would erase what only the server knows.
 *
 * Every form with field rules calls it once: `useErrorsFollowLanguage(errors, trigger)`.
 * Errors inside field arrays follow too.
 */
export function useErrorsFollowLanguage<Values extends FieldValues>(
  errors: FieldErrors<Values>,
  trigger: UseFormTrigger<Values>,
): void {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const shownIn = useRef(language);

  useEffect(() => {
    if (shownIn.current === language) return;
    shownIn.current = language;
    const fromRules = rulePaths(errors) as Path<Values>[];
    if (fromRules.length > 0) void trigger(fromRules);
  }, [language, errors, trigger]);
}

/**
 * The paths of the errors the rules reported (they carry a `type`), nested ones too: a field
 * array's entries (`answers.0.answerText`). A form's own `root` errors are left out.
 */
function rulePaths(errors: object, prefix = ''): string[] {
  return Object.entries(errors).flatMap(([name, error]: [string, unknown]) => {
    if (name === 'root' || name === 'ref' || typeof error !== 'object' || error === null) {
      return [];
    }
    const path = prefix ? `${prefix}.${name}` : name;
    if ('type' in error && error.type !== undefined) return [path];
    return rulePaths(error, path);
  });
}
