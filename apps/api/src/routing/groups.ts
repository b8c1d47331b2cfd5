import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { RequestGuard } from '../plugins/app/authentication.js';
import type { RouteGroupName } from './group-name.js';

/** A module's routes for one group: a plugin that calls `route()` for each of its endpoints. */
export type GroupRoutes = FastifyPluginAsync;

/**
 * A route group: an encapsulated plugin whose guard runs on every route inside it, right
 * after the rate limit and before the body is even parsed, so no route in it can be reached
 * without passing it and none can forget it. The groups (ARCHITECTURE.md, "Route groups"):
 * - public: no guard (link endpoints check their token in the service);
 * - account: a signed-in user's full access token, any role;
 * - student: the same, role student (learning endpoints add the trial/subscription check);
 * - staff: the same, role mentor or admin (admin-only endpoints add their own check, which
 *   runs here too, after the group's: `narrowerGuards` from route()).
 */
function routeGroup(name: RouteGroupName, guard: (app: FastifyInstance) => RequestGuard[]) {
  return (modules: readonly GroupRoutes[]): FastifyPluginAsync =>
    async function group(app) {
      app.decorate('routeGroup', name);
      const guards = guard(app);
      // Route-level rather than instance-level hooks: these run after the route's own, so
      // the rate limit (a route-level hook too) counts refused calls as well.
      app.addHook('onRoute', (routeOptions) => {
        const own = routeOptions.onRequest ? [routeOptions.onRequest].flat() : [];
        const narrower = routeOptions.config?.narrowerGuards ?? [];
        routeOptions.onRequest = [...own, ...guards, ...narrower];
      });
      for (const routes of modules) await app.register(routes);
    };
}

export const publicGroup = routeGroup('public', () => []);

export const accountGroup = routeGroup('account', (app) => [app.authenticate]);

export const studentGroup = routeGroup('student', (app) => [
  app.authenticate,
  app.requireRole('student'),
]);

export const staffGroup = routeGroup('staff', (app) => [
  app.authenticate,
  app.requireRole('mentor', 'admin'),
]);
