import type { ComponentType } from 'react';
import { Icon, type IconProps } from '../../shared/ui/icons';

/*
 * Line icons only the landing page draws, on the same 24-unit grid as shared/ui/icons.
 * Decorative: the text beside each icon carries the meaning.
 */
export type LandingIconProps = IconProps;
export type LandingIcon = ComponentType<LandingIconProps>;

/** The landing's icons are drawn a little larger than the app's. */
function LineIcon({ size = 24, ...props }: LandingIconProps) {
  return <Icon size={size} {...props} />;
}

export function BrowserIcon(props: LandingIconProps) {
  return (
    <LineIcon {...props}>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <path d="M3 9h18M7 6.5h.01M10 6.5h.01M8 13l-2 2 2 2M16 13l2 2-2 2" />
    </LineIcon>
  );
}

export function ServerIcon(props: LandingIconProps) {
  return (
    <LineIcon {...props}>
      <rect x="4" y="3.5" width="16" height="7" rx="1.5" />
      <rect x="4" y="13.5" width="16" height="7" rx="1.5" />
      <path d="M8 7h.01M8 17h.01M12 7h4M12 17h4" />
    </LineIcon>
  );
}

export function BracesIcon(props: LandingIconProps) {
  return (
    <LineIcon {...props}>
      <path d="M8 4c-2 0-2.5 1-2.5 3v2c0 1.5-.8 3-2.5 3 1.7 0 2.5 1.5 2.5 3v2c0 2 .5 3 2.5 3M16 4c2 0 2.5 1 2.5 3v2c0 1.5.8 3 2.5 3-1.7 0-2.5 1.5-2.5 3v2c0 2-.5 3-2.5 3" />
      <path d="M10.5 12h.01M13.5 12h.01" />
    </LineIcon>
  );
}

export function PipelineIcon(props: LandingIconProps) {
  return (
    <LineIcon {...props}>
      <path d="M7.5 8.5C4.5 8.5 3 10 3 12s1.5 3.5 4.5 3.5c3.5 0 5.5-7 9-7 3 0 4.5 1.5 4.5 3.5s-1.5 3.5-4.5 3.5c-3.5 0-5.5-7-9-7z" />
    </LineIcon>
  );
}

export function ShieldCheckIcon(props: LandingIconProps) {
  return (
    <LineIcon {...props}>
      <path d="M12 3 5 6v5.5c0 4.4 3 8 7 9.5 4-1.5 7-5.1 7-9.5V6z" />
      <path d="m9 12 2 2 4-4" />
    </LineIcon>
  );
}

export function UsersIcon(props: LandingIconProps) {
  return (
    <LineIcon {...props}>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20c.8-3.5 3.3-5.5 6.5-5.5s5.7 2 6.5 5.5M16 4.7a3.5 3.5 0 0 1 0 6.6M18 14.8c1.8.7 3 2.5 3.5 5.2" />
    </LineIcon>
  );
}

export function MonitorIcon(props: LandingIconProps) {
  return (
    <LineIcon {...props}>
      <rect x="3" y="4" width="18" height="12" rx="2" />
      <path d="M9 20h6M12 16v4" />
    </LineIcon>
  );
}

export function BuildingIcon(props: LandingIconProps) {
  return (
    <LineIcon {...props}>
      <path d="M4 21V5.5L12 3l8 2.5V21M2.5 21h19M9 21v-4h6v4M8 8.5h.01M12 8.5h.01M16 8.5h.01M8 12.5h.01M12 12.5h.01M16 12.5h.01" />
    </LineIcon>
  );
}

export function ChatIcon(props: LandingIconProps) {
  return (
    <LineIcon {...props}>
      <path d="M20 12a8 8 0 0 1-11.6 7.1L4 20l1-4.1A8 8 0 1 1 20 12z" />
      <path d="M8.5 12h.01M12 12h.01M15.5 12h.01" />
    </LineIcon>
  );
}

export function PhoneIcon(props: LandingIconProps) {
  return (
    <LineIcon {...props}>
      <path d="M5 4h3.5l1.5 4.5-2.2 1.4a11 11 0 0 0 6.3 6.3l1.4-2.2L20 15.5V19a1.5 1.5 0 0 1-1.6 1.5C10.6 20 4 13.4 3.5 5.6A1.5 1.5 0 0 1 5 4z" />
    </LineIcon>
  );
}

export function CalendarIcon(props: LandingIconProps) {
  return (
    <LineIcon {...props}>
      <rect x="3.5" y="5" width="17" height="15.5" rx="2" />
      <path d="M3.5 10h17M8 3v4M16 3v4M8 14h.01M12 14h.01M16 14h.01M8 17h.01M12 17h.01" />
    </LineIcon>
  );
}

export function ArrowRightIcon(props: LandingIconProps) {
  return (
    <LineIcon {...props}>
      <path d="M5 12h14M13 6l6 6-6 6" />
    </LineIcon>
  );
}

export function ExternalIcon(props: LandingIconProps) {
  return (
    <LineIcon {...props}>
      <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
    </LineIcon>
  );
}
