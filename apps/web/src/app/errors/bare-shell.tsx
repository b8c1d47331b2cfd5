import { paths } from '@academy/contracts';
import { Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { Logo } from '../../shared/ui/logo';
import classes from './status-page.module.css';

/**
 * The smallest page frame: logo and main. Used where no layout can be trusted (the root error
 * boundary) or none applies (an unknown path, which visitors and students both reach).
 */
export function BareShell({ children }: { children: ReactNode }) {
  return (
    <div className={classes.bare}>
      <header className={classes.bareHeader}>
        <Container size="lg" w="100%">
          <Logo to={paths.root} />
        </Container>
      </header>
      <main id="main" tabIndex={-1} className={classes.bareMain}>
        {children}
      </main>
    </div>
  );
}
