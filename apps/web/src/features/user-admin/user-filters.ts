import {
  type AdminUsersQuery,
  adminUsersQuerySchema,
  type Role,
  roleSchema,
} from '@academy/contracts';

/*
 * The user list's search, filters and page live in the URL (`?search=ann&role=student&page=2`),
 * so a filtered list can be reloaded, shared and gone back to. A value the API would refuse
 * is left out.
 */

export interface UserFilters {
  search: string;
  role: Role | null;
  blacklisted: boolean | null;
  page: number;
}

export function readUserFilters(params: URLSearchParams): UserFilters {
  const role = roleSchema.safeParse(params.get('role'));
  const blacklisted = params.get('blacklisted');
  const page = Number(params.get('page'));
  return {
    search: params.get('search') ?? '',
    role: role.success ? role.data : null,
    blacklisted: blacklisted === 'true' ? true : blacklisted === 'false' ? false : null,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The API query of the filters: only what the contracts' schema takes. */
export function usersQuery(filters: UserFilters): AdminUsersQuery {
  const query: AdminUsersQuery = { page: filters.page };
  const search = adminUsersQuerySchema.shape.search.safeParse(filters.search);
  if (search.success && search.data !== undefined) query.search = search.data;
  if (filters.role) query.role = filters.role;
  if (filters.blacklisted !== null) query.blacklisted = filters.blacklisted ? 'true' : 'false';
  return query;
}

export function writeUserFilters(filters: UserFilters): URLSearchParams {
  const params = new URLSearchParams();
  const query = usersQuery(filters);
  if (query.search) params.set('search', query.search);
  if (query.role) params.set('role', query.role);
  if (query.blacklisted) params.set('blacklisted', query.blacklisted);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}
