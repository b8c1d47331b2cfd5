import { paths } from '@academy/contracts';
import type { ComponentType } from 'react';
import {
  CertificateIcon,
  HomeIcon,
  HomeworkIcon,
  PricingIcon,
  ProfileIcon,
} from '../../shared/ui/icons';

export interface StudentNavItem {
  key: 'home' | 'homework' | 'certificate' | 'pricing' | 'profile';
  to: string;
  icon: ComponentType<{ size?: number }>;
  /** Whether the entry is the current one for a pathname. */
  isActive: (pathname: string) => boolean;
  /** Part of the bottom menu on small screens. */
  inBottomMenu: boolean;
}

const startsWithAny =
  (...prefixes: string[]) =>
  (pathname: string) =>
    prefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));

/** The student area's menu. Homework lists the open work of every subject. */
export function studentNavItems(): StudentNavItem[] {
  return [
    {
      key: 'home',
      to: paths.student.dashboard,
      icon: HomeIcon,
      isActive: startsWithAny(paths.student.dashboard),
      inBottomMenu: true,
    },
    {
      key: 'homework',
      to: paths.student.homeworkAll,
      icon: HomeworkIcon,
      isActive: startsWithAny(paths.student.homeworkAll),
      inBottomMenu: true,
    },
    {
      key: 'certificate',
      to: paths.student.certificates,
      icon: CertificateIcon,
      isActive: startsWithAny(paths.student.certificates),
      inBottomMenu: true,
    },
    {
      key: 'pricing',
      to: paths.student.pricing,
      icon: PricingIcon,
      isActive: startsWithAny(paths.student.pricing, paths.student.payment),
      inBottomMenu: true,
    },
    {
      key: 'profile',
      to: paths.student.profile,
      icon: ProfileIcon,
      isActive: startsWithAny(paths.student.profile),
      inBottomMenu: false,
    },
  ];
}
