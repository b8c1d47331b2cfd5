import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  contactMethodSchema,
  contactMethods,
  courseTypeSchema,
  courseTypes,
  englishLevelSchema,
  englishLevels,
  itemKindSchema,
  itemKinds,
  lectureStatuses,
  lectureStatusSchema,
  occupationSchema,
  occupations,
  reviewStatuses,
  reviewStatusSchema,
  taskStatuses,
  taskStatusSchema,
} from './enums.js';

describe.each<[string, readonly string[], z.ZodType, string[], unknown[]]>([
  [
    'review status',
    reviewStatuses,
    reviewStatusSchema,
    ['not_checked_yet', 'passed', 'failed'],
    ['Passed', 'not-checked-yet', 'pending', ''],
  ],
  [
    'lecture assignment status',
    lectureStatuses,
    lectureStatusSchema,
    ['not_started', 'in_progress', 'completed'],
    ['started', 'in-progress', 'Completed', ''],
  ],
  [
    'task assignment status',
    taskStatuses,
    taskStatusSchema,
    ['incomplete', 'completed'],
    ['complete', 'in_progress', 'Completed', ''],
  ],
  [
    'contact method',
    contactMethods,
    contactMethodSchema,
    ['phoneCall', 'location', 'chat'],
    ['phone', 'phonecall', 'email', ''],
  ],
  [
    'item kind',
    itemKinds,
    itemKindSchema,
    ['mini-project', 'lecture', 'task'],
    ['mini_project', 'miniProject', 'homework', ''],
  ],
  ['course format', courseTypes, courseTypeSchema, ['online', 'offline'], ['Online', 'hybrid']],
  [
    'occupation',
    occupations,
    occupationSchema,
    ['employee', 'student', 'other'],
    ['Employee', 'teacher'],
  ],
  [
    'English level',
    englishLevels,
    englishLevelSchema,
    ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'],
    ['a1', 'C3', 'native'],
  ],
])('%s', (_name, values, schema, expected, invalid) => {
  it('has exactly the listed values, in order', () => {
    expect([...values]).toEqual(expected);
  });

  it.each(expected)('accepts %j', (value) => {
    expect(schema.parse(value)).toBe(value);
  });

  it.each([...invalid, null, undefined, 1])('refuses %j', (value) => {
    expect(schema.safeParse(value).success).toBe(false);
  });
});
