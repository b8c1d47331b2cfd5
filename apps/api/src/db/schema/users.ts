import { DEFAULT_LANGUAGE, roles, SUPPORTED_LANGUAGES } from '@academy/contracts';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, instant, oneOf, updatedAt } from './helpers.js';

export const users = pgTable(
  'users',
  {
    id: id(),
    /** Stored normalised (trimmed, lower case); the unique index on lower() guards any slip. */
    email: text('email').notNull(),
    /** E.164 (`+37491123456`); staff accounts may have none. */
    phone: text('phone'),
    fullName: text('full_name').notNull(),
    /** argon2id PHC string; null until the account gets a password (applicants). */
    passwordHash: text('password_hash'),
    role: text('role', { enum: roles }).notNull(),
    /** The language mail to this user is written in (from the sign-up's Accept-Language). */
    language: text('language', { enum: SUPPORTED_LANGUAGES }).notNull().default(DEFAULT_LANGUAGE),
    emailVerifiedAt: instant('email_verified_at'),
    isBlacklisted: boolean('is_blacklisted').notNull().default(false),
    isTemporaryPassword: boolean('is_temporary_password').notNull().default(false),
    temporaryPasswordExpiresAt: instant('temporary_password_expires_at'),
    passwordChangedAt: instant('password_changed_at'),
    /**
     * The session (refresh-token family) of the user's first login; null until then. The
     * student area greets that session as a first visit, every later one as a return.
     */
    firstSessionId: uuid('first_session_id'),
    /**
     * A staff account made by an admin's invitation (ARCHITECTURE.md, "Staff accounts"): when
     * and by whom. The invitation is pending while the account has no password.
     */
    invitedAt: instant('invited_at'),
    invitedBy: integer('invited_by').references((): AnyPgColumn => users.id, {
      onDelete: 'set null',
    }),
    /** A deactivated staff account: it cannot sign in until reactivated. */
    deactivatedAt: instant('deactivated_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`),
    uniqueIndex('users_phone_unique').on(t.phone),
    // The staff lists (ARCHITECTURE.md, "How the staff lists stay fast"): the users' order,
    // by role and of the blocked ones, the applicants' order by name, and trigram indexes
    // (pg_trgm) for a search of any part of a name, an e-mail or a phone.
    index('users_created_at_id_idx').on(t.createdAt, t.id),
    index('users_role_created_at_id_idx').on(t.role, t.createdAt, t.id),
    index('users_blacklisted_created_at_id_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.isBlacklisted}`),
    index('users_full_name_lower_id_idx').on(sql`lower(${t.fullName})`, t.id),
    index('users_full_name_trgm_idx').using('gin', t.fullName.op('gin_trgm_ops')),
    index('users_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
    index('users_phone_trgm_idx').using('gin', t.phone.op('gin_trgm_ops')),
    // Pending invitations are few; the list finds them without a scan.
    index('users_pending_invitation_idx')
      .on(t.invitedAt, t.id)
      .where(sql`${t.invitedAt} is not null and ${t.passwordHash} is null`),
    index('users_invited_by_idx').on(t.invitedBy),
    check('users_email_normalised', sql`${t.email} = lower(btrim(${t.email}))`),
    oneOf('users_role_valid', t.role, roles),
    oneOf('users_language_valid', t.language, SUPPORTED_LANGUAGES),
  ],
);

/**
 * Refresh tokens, stored only as SHA-256 hashes. Every login starts a family; each rotation
 * revokes the used token and links it to its successor, so a reused old token is recognised
 * and the whole family can be revoked.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    tokenHash: text('token_hash').notNull(),
    familyId: uuid('family_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    remember: boolean('remember').notNull(),
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
    /** The token this one was exchanged for; set together with revoked_at on rotation. */
    replacedBy: integer('replaced_by').references((): AnyPgColumn => refreshTokens.id, {
      onDelete: 'set null',
    }),
    /** The browser's User-Agent at the login, carried over at each rotation (the devices list). */
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_token_hash_unique').on(t.tokenHash),
    index('refresh_tokens_family_id_idx').on(t.familyId),
    // A session is alive while its family has an unrevoked token (one row at a time): every
    // authenticated call asks this, so it is answered from this small index alone.
    index('refresh_tokens_live_family_idx')
      .on(t.familyId, t.userId)
      .where(sql`${t.revokedAt} is null`),
    index('refresh_tokens_user_id_idx').on(t.userId),
    index('refresh_tokens_replaced_by_idx').on(t.replacedBy),
  ],
);

/** `exam_booking`: the link that lets an applicant of a cancelled sitting choose another. */
export const oneTimeTokenPurposes = [
  'verification',
  'reset',
  'set_password',
  'exam_booking',
] as const;
export type OneTimeTokenPurpose = (typeof oneTimeTokenPurposes)[number];

/** Links mailed to users (verification, password reset, set password): single use, expiring. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: id(),
    purpose: text('purpose', { enum: oneTimeTokenPurposes }).notNull(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('one_time_tokens_token_hash_unique').on(t.tokenHash),
    index('one_time_tokens_user_id_idx').on(t.userId),
    oneOf('one_time_tokens_purpose_valid', t.purpose, oneTimeTokenPurposes),
  ],
);

/**
 * When a mailed link of a purpose was last asked for, per address: the one-a-minute rule of
 * forgot password and the verification resend. Every address asked for has its row, with an
 * account or without, so neither the answer nor its timing tells which; the address is kept
 * as a SHA-256 hash only, and a row goes once its minute has passed.
 */
export const linkRequests = pgTable(
  'link_requests',
  {
    purpose: text('purpose', { enum: oneTimeTokenPurposes }).notNull(),
    addressHash: text('address_hash').notNull(),
    requestedAt: instant('requested_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.purpose, t.addressHash] }),
    index('link_requests_requested_at_idx').on(t.requestedAt),
    oneOf('link_requests_purpose_valid', t.purpose, oneTimeTokenPurposes),
  ],
);
