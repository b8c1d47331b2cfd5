import {
  alreadyExistCodes,
  type CheckResponse,
  type Language,
  normalizeEmail,
  type RegistrationResponse,
  type registrationRequestSchema,
  validationMessages,
} from '@academy/contracts';
import { normalizePhone } from '@academy/contracts/phone';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import type { UnitOfWork } from '../../db/unit-of-work.js';
import type { Clock } from '../../lib/clock.js';
import { uniqueViolation } from '../../lib/database-errors.js';
import { badRequest, conflict } from '../../lib/http-error.js';
import { insertApplication, insertExamBooking } from '../applicants/index.js';
import { findCountry } from '../countries/index.js';
import {
  isBookable,
  scheduledSlotAt,
  scheduleForBooking,
  takeSeat,
} from '../exam-schedule/index.js';
import { ADMINS, notificationEvents, notify } from '../notifications/index.js';
import { createUsersRepository, insertApplicant } from '../users/index.js';
import { queueVerificationMail } from '../verification/index.js';

/*
 * Registration answers:
 *   201 { email }                       user, application, booking and mail stored together
 *   409 ERR_TEST_UNAVAILABLE_DATE       the sitting is past, within the lead time, not on the
 *                                       schedule, or full — a conflict with the schedule's
 *                                       state, which may have changed since the page loaded
 *   409 ERR_APPLICANT_ALREADY_EXIST     the e-mail (any case) or the phone (E.164) is taken
 *   400 ERR_VALIDATION                  bad input, unknown fields, an unknown country
 * Nothing is stored unless everything is: one unit of work, which wakes the mail sender once
 * it has committed.
 */

type RegistrationInput = z.output<ReturnType<typeof registrationRequestSchema>>;

const phoneInvalid = () =>
  badRequest('ERR_VALIDATION', [{ field: 'phone', message: validationMessages.phone }]);

export function createRegistrationService(deps: {
  db: Database;
  unitOfWork: UnitOfWork;
  publicUrl: string;
  now: Clock;
}) {
  const { db, unitOfWork, now } = deps;

  return {
    async checkEmail(email: string): Promise<CheckResponse> {
      const taken = await createUsersRepository(db).emailTaken(normalizeEmail(email));
      return taken ? { available: false, message: alreadyExistCodes.email } : { available: true };
    },

    async checkPhone(phone: string): Promise<CheckResponse> {
      const e164 = normalizePhone(phone);
      if (!e164) throw phoneInvalid();
      const taken = await createUsersRepository(db).phoneTaken(e164);
      return taken ? { available: false, message: alreadyExistCodes.phone } : { available: true };
    },

    async register(
      input: RegistrationInput,
      language: Language,
      log: FastifyBaseLogger,
    ): Promise<RegistrationResponse> {
      const email = normalizeEmail(input.email);
      const phone = normalizePhone(input.phone);
      if (!phone) throw phoneInvalid();
      const startsAt = new Date(input.testDateTime);
      const at = now();

      let userId: number;
      try {
        userId = await unitOfWork(async (scope) => {
          const schedule = await scheduleForBooking(scope);
          const slot = scheduledSlotAt(schedule, startsAt);
          if (!slot || !isBookable(slot, at)) {
            log.info({
              event: 'registration.slot_refused',
              reason: slot ? 'too_late' : 'off_schedule',
            });
            throw conflict('ERR_TEST_UNAVAILABLE_DATE');
          }
          if (!(await findCountry(scope, input.countryId))) {
            throw badRequest('ERR_VALIDATION', [
              { field: 'countryId', message: validationMessages.invalidOption },
            ]);
          }

          const id = await insertApplicant(scope, {
            email,
            phone,
            fullName: input.fullName,
            language,
          });
          const applicantId = await insertApplication(scope, {
            userId: id,
            occupation: input.occupation,
            university: input.university,
            faculty: input.faculty,
            countryId: input.countryId,
            city: input.city,
            englishLevel: input.englishLevel,
            courseType: input.courseType,
          });
          const slotId = await takeSeat(scope, slot.startsAt, slot.capacity);
          if (slotId === null) {
            log.info({ event: 'registration.slot_refused', reason: 'full' });
            throw conflict('ERR_TEST_UNAVAILABLE_DATE');
          }
          const bookingId = await insertExamBooking(scope, applicantId, slotId);

          await queueVerificationMail(
            scope,
            { publicUrl: deps.publicUrl, now: at },
            { id, email, fullName: input.fullName, language },
            {
              bookingId,
              startsAt: slot.startsAt,
              courseType: input.courseType,
              timeZone: schedule.timeZone,
            },
          );
          await notify(
            scope,
            ADMINS,
            notificationEvents.applicantSignedUp({
              fullName: input.fullName,
              at,
              timeZone: schedule.timeZone,
            }),
            at,
          );
          return id;
        });
      } catch (error) {
        // Two registrations racing with one address: the unique index decides.
        const violation = uniqueViolation(error);
        if (violation?.constraint?.startsWith('users_')) {
          log.info({ event: 'registration.duplicate', constraint: violation.constraint });
          throw conflict('ERR_APPLICANT_ALREADY_EXIST');
        }
        throw error;
      }

      log.info({ event: 'registration.created', userId });
      return { email };
    },
  };
}
