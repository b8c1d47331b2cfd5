import { Container } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './landing.module.css';
import { type LandingSection as SectionId, sectionHeadingId } from './landing-sections';

interface LandingSectionProps {
  id: SectionId;
  eyebrow: string;
  title: string;
  lead: string;
  /** Tinted sections alternate with white ones down the page. */
  tone?: 'plain' | 'tinted';
  children: ReactNode;
}

/**
 * One section of the landing page: a region labelled by its h2. The heading takes focus
 * (tabIndex -1) when a section link is followed, so keyboard and screen-reader users land
 * where the page scrolled to.
 */
export function LandingSection({
  id,
  eyebrow,
  title,
  lead,
  tone = 'plain',
  children,
}: LandingSectionProps) {
  const headingId = sectionHeadingId(id);
  return (
    <section id={id} aria-labelledby={headingId} className={classes.section} data-tone={tone}>
      <Container size="lg">
        <div className={classes.sectionHeader}>
          <p className={classes.eyebrow}>{eyebrow}</p>
          <h2 id={headingId} tabIndex={-1} className={classes.sectionTitle}>
            {title}
          </h2>
          <p className={classes.lead}>{lead}</p>
        </div>
        {children}
      </Container>
    </section>
  );
}
