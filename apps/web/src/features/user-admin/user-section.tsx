import type { ReactNode } from 'react';
import { SectionCard } from '../../shared/ui/section-card';

/**
 * One section of a user's page (profile, actions, access, progress, certificates): a framed
 * landmark named by its heading, whose element id is `{name}-title`.
 */
export function UserSection({
  name,
  title,
  children,
  overlays,
}: {
  name: string;
  title: string;
  children: ReactNode;
  /** The section's dialogs and notices: inside it, out of its column. */
  overlays?: ReactNode;
}) {
  return (
    <SectionCard titleId={`${name}-title`} title={title} overlays={overlays}>
      {children}
    </SectionCard>
  );
}
