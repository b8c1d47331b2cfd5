import { NumberInput, type NumberInputProps } from '@mantine/core';

/*
 * Every number a form takes goes through this field (ARCHITECTURE.md, "The web app"): what
 * was typed stays as typed. Mantine's NumberInput would clamp a value to min/max on blur and
 * drop a minus sign or a decimal point as it is typed, so 150 became 100 and -5 became 5
 * without a word. Here nothing is clamped nor dropped: a value outside the field's rule
 * (from the contracts) shows that rule's error, and is never sent. `min`, `max` and `step`
 * still drive the arrow keys and the stepper.
 */
export function NumberField(props: Omit<NumberInputProps, 'clampBehavior' | 'allowNegative'>) {
  return <NumberInput {...props} clampBehavior="none" allowNegative allowDecimal />;
}

/**
 * A NumberField's value as a form keeps it: null when empty, the number typed, and an
 * unfinished entry ("-", "1.") as the text typed, so the field keeps showing it and the
 * form's rule (a number is required) refuses it.
 */
export function numberFieldValue(value: string | number): number | null {
  if (value === '') return null;
  // The text of an unfinished entry stands where a number belongs: its rule refuses it.
  return value as number;
}
