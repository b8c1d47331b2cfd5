import { z } from 'zod';
import { isoDateTimeSchema } from './common.js';

/*
 * Signed-in devices (ARCHITECTURE.md, "Signed-in devices"): each is a session, a refresh-token
 * family. The caller lists and ends their own; an admin lists and ends a user's.
 */

/** The kind of device a browser said it runs on, from its User-Agent. */
export const sessionDeviceKinds = ['desktop', 'mobile', 'tablet', 'other'] as const;
export const sessionDeviceKindSchema = z.enum(sessionDeviceKinds);
export type SessionDeviceKind = z.infer<typeof sessionDeviceKindSchema>;

export const sessionSchema = z.object({
  /** The session's id (its refresh-token family). */
  id: z.uuid(),
  /** The browser and its major version (`Chrome 131`); null when the User-Agent did not say. */
  browser: z.string().nullable(),
  /** The operating system (`Windows 10`, `iOS 18.1`); null when unknown. */
  os: z.string().nullable(),
  device: sessionDeviceKindSchema,
  /** The sign-in that started the session. */
  startedAt: isoDateTimeSchema,
  /** The session's latest use of its refresh token (the sign-in itself until then). */
  lastUsedAt: isoDateTimeSchema,
  /** The session the caller is using (always false on an admin's list of another user). */
  current: z.boolean(),
});
export type Session = z.infer<typeof sessionSchema>;

/** Live sessions, most recently used first. */
export const sessionsResponseSchema = z.object({ items: z.array(sessionSchema) });
export type SessionsResponse = z.infer<typeof sessionsResponseSchema>;

export const sessionParamsSchema = z.strictObject({ sessionId: z.uuid() });
