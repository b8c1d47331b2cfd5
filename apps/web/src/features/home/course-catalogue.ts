import type { CourseType } from '@academy/contracts';
import {
  BracesIcon,
  BrowserIcon,
  PipelineIcon,
  ServerIcon,
  ShieldCheckIcon,
} from './landing-icons';

/** The landing directions, in the order the academy presents them. */
export const courseDirections = [
  { key: 'frontEnd', icon: BrowserIcon },
  { key: 'backEnd', icon: ServerIcon },
  { key: 'softwareEngineering', icon: BracesIcon },
  { key: 'devOps', icon: PipelineIcon },
  { key: 'qa', icon: ShieldCheckIcon },
] as const;

/** The two course formats an applicant chooses between. */
export const courseFormats = ['online', 'offline'] as const satisfies readonly CourseType[];
