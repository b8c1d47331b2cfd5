import type { FastifyBaseLogger } from 'fastify';
import { createAdmissionRepository } from '../modules/admission/index.js';
import { createApplicantsRepository } from '../modules/applicants/index.js';
import { createAuditRepository } from '../modules/audit/index.js';
import { createRefreshTokensRepository } from '../modules/auth/index.js';
import { createBillingRepository } from '../modules/billing/index.js';
import { createCertificatesRepository } from '../modules/certificates/index.js';
import { createContentRepository } from '../modules/content/index.js';
import { createContentItemsRepository } from '../modules/content-items/index.js';
import { createCountriesRepository } from '../modules/countries/index.js';
import { createEnrolmentsRepository } from '../modules/enrolments/index.js';
import { createExamScheduleRepository } from '../modules/exam-schedule/index.js';
import { createFilesRepository } from '../modules/files/index.js';
import { createLearningRepository } from '../modules/learning/index.js';
import { createOutboxRepository } from '../modules/mail/index.js';
import { createMiniProjectsRepository } from '../modules/mini-projects/index.js';
import { createOneTimeTokensRepository } from '../modules/one-time-links/index.js';
import { createMiniProjectReviewsRepository } from '../modules/reviews/index.js';
import { createStudentsRepository } from '../modules/students/index.js';
import { createTasksRepository } from '../modules/tasks/index.js';
import { createUserAdminRepository } from '../modules/user-admin/index.js';
import { createUsersRepository } from '../modules/users/index.js';
import type { Database, Executor } from './client.js';

/**
 * How each repository is built on a transaction. Queuing a mail through the unit's outbox
 * also arranges for the mail sender to be woken once the transaction has committed: a
 * sender woken earlier would not see the message yet (or, on PGlite, wait for the
 * transaction), and one woken after a rollback would look for a message that never existed.
 */
function repositoryBuilders(tx: Executor, mailQueued: () => void) {
  return {
    admission: () => createAdmissionRepository(tx),
    applicants: () => createApplicantsRepository(tx),
    audit: () => createAuditRepository(tx),
    billing: () => createBillingRepository(tx),
    certificates: () => createCertificatesRepository(tx),
    content: () => createContentRepository(tx),
    contentItems: () => createContentItemsRepository(tx),
    countries: () => createCountriesRepository(tx),
    enrolments: () => createEnrolmentsRepository(tx),
    examSchedule: () => createExamScheduleRepository(tx),
    files: () => createFilesRepository(tx),
    learning: () => createLearningRepository(tx),
    miniProjectReviews: () => createMiniProjectReviewsRepository(tx),
    miniProjects: () => createMiniProjectsRepository(tx),
    oneTimeLinks: () => createOneTimeTokensRepository(tx),
    outbox: () => {
      const outbox = createOutboxRepository(tx);
      return {
        ...outbox,
        async enqueue(...args: Parameters<typeof outbox.enqueue>): Promise<number> {
          const id = await outbox.enqueue(...args);
          mailQueued();
          return id;
        },
      };
    },
    refreshTokens: () => createRefreshTokensRepository(tx),
    students: () => createStudentsRepository(tx),
    tasks: () => createTasksRepository(tx),
    userAdmin: () => createUserAdminRepository(tx),
    users: () => createUsersRepository(tx),
  };
}

type RepositoryBuilders = ReturnType<typeof repositoryBuilders>;

/** Every repository, on the unit's transaction; each is built when first used. */
export type Repositories = {
  readonly [Name in keyof RepositoryBuilders]: ReturnType<RepositoryBuilders[Name]>;
};

export interface UnitOfWorkScope {
  repos: Repositories;
  /**
   * Runs `callback` once the transaction has committed, in the order registered: never
   * before the commit, never after a rollback. A callback that throws is logged; it neither
   * undoes the committed work nor fails the caller.
   */
  afterCommit(callback: () => unknown): void;
}

/** Runs `work` in one transaction and answers what it answers. */
export type UnitOfWork = <T>(work: (scope: UnitOfWorkScope) => Promise<T>) => Promise<T>;

function lazyRepositories(builders: RepositoryBuilders): Repositories {
  const built = new Map<string, unknown>();
  const repos = {};
  for (const [name, build] of Object.entries(builders)) {
    Object.defineProperty(repos, name, {
      enumerable: true,
      get() {
        if (!built.has(name)) built.set(name, build());
        return built.get(name);
      },
    });
  }
  return repos as Repositories;
}

/**
 * The one way services change several rows together: one transaction, the repositories on
 * it, and what is to happen only once it committed (waking the mail sender, above all).
 * Works the same on PGlite and PostgreSQL, as `db.transaction` does.
 */
export function createUnitOfWork(deps: {
  db: Database;
  log: FastifyBaseLogger;
  /** Called after the commit of a unit that queued mail (once per unit). */
  wakeMailer: () => unknown;
}): UnitOfWork {
  const { db, log } = deps;

  return async function unitOfWork<T>(work: (scope: UnitOfWorkScope) => Promise<T>): Promise<T> {
    const callbacks: (() => unknown)[] = [];
    let open = true;
    const afterCommit = (callback: () => unknown) => {
      // A callback registered by work that outlived its unit would silently never run.
      if (!open) throw new Error('afterCommit called after its unit of work ended');
      callbacks.push(callback);
    };
    let mailQueued = false;
    const wakeAfterCommit = () => {
      if (mailQueued) return;
      mailQueued = true;
      afterCommit(deps.wakeMailer);
    };

    let result: T;
    try {
      result = await db.transaction((tx) =>
        work({ repos: lazyRepositories(repositoryBuilders(tx, wakeAfterCommit)), afterCommit }),
      );
    } finally {
      open = false;
    }

    for (const callback of callbacks) {
      try {
        await callback();
      } catch (error) {
        log.error({ err: error, event: 'unit_of_work.after_commit_failed' }, 'after-commit failed');
      }
    }
    return result;
  };
}
