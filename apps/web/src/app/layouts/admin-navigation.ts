import { paths, type Role } from '@academy/contracts';
import {
  IconCalendarEvent,
  IconCash,
  IconChecklist,
  IconDiscount,
  IconHistory,
  IconLayoutDashboard,
  IconReceipt,
  IconSchool,
  IconSpeakerphone,
  IconUserCheck,
  IconUserCircle,
  IconUsers,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';

export interface AdminNavItem {
  key:
    | 'dashboard'
    | 'content'
    | 'examSchedule'
    | 'applicants'
    | 'reviews'
    | 'users'
    | 'payments'
    | 'plans'
    | 'promotions'
    | 'announcements'
    | 'audit'
    | 'account';
  to: string;
  icon: ComponentType<{ size?: number; stroke?: number }>;
  /** Who sees the entry: mentors review work, admins run everything. */
  roles: readonly Role[];
}

const admin = ['admin'] as const;
const staff = ['mentor', 'admin'] as const;

/** The staff area's menu, in the order an admin's day goes. */
export const adminNavItems: readonly AdminNavItem[] = [
  { key: 'dashboard', to: paths.admin.root, icon: IconLayoutDashboard, roles: admin },
  { key: 'applicants', to: paths.admin.applicants, icon: IconUserCheck, roles: admin },
  { key: 'examSchedule', to: paths.admin.examSchedule, icon: IconCalendarEvent, roles: admin },
  { key: 'content', to: paths.admin.content, icon: IconSchool, roles: admin },
  { key: 'reviews', to: paths.admin.reviews, icon: IconChecklist, roles: staff },
  { key: 'users', to: paths.admin.users, icon: IconUsers, roles: admin },
  { key: 'announcements', to: paths.admin.announcements, icon: IconSpeakerphone, roles: admin },
  // Money is an admin's: mentors review work and never see payments (ARCHITECTURE.md).
  { key: 'payments', to: paths.admin.payments, icon: IconReceipt, roles: admin },
  { key: 'plans', to: paths.admin.plans, icon: IconCash, roles: admin },
  { key: 'promotions', to: paths.admin.promotions, icon: IconDiscount, roles: admin },
  { key: 'audit', to: paths.admin.audit, icon: IconHistory, roles: admin },
  // Every staff member's own: devices, password and two-step verification.
  { key: 'account', to: paths.admin.account, icon: IconUserCircle, roles: staff },
];

/** The entries a role sees. */
export function adminNavItemsFor(role: Role | null): AdminNavItem[] {
  return adminNavItems.filter((item) => role !== null && item.roles.includes(role));
}

/** Whether an entry is the current one: the dashboard only at /admin itself, others below. */
export function isActiveNavItem(item: AdminNavItem, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (item.to === paths.admin.root) return path === paths.admin.root;
  return path === item.to || path.startsWith(`${item.to}/`);
}
