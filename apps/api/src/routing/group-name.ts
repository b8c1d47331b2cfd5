import type { EndpointAccess } from '@academy/contracts';

/**
 * The API's route groups, and the endpoint accesses each serves. Every route sits in one
 * group and inherits its guard (routing/groups.ts).
 */
export const routeGroupAccesses = {
  public: ['public', 'link'],
  account: ['account', 'applicant'],
  student: ['student'],
  staff: ['staff', 'admin'],
} as const satisfies Record<string, readonly EndpointAccess[]>;

export type RouteGroupName = keyof typeof routeGroupAccesses;
