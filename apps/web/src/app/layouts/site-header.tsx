import { paths } from '@academy/contracts';
import { Anchor, Box, Burger, Button, Container, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitcher } from '../../shared/ui/language-switcher';
import { Logo } from '../../shared/ui/logo';
import classes from './site-header.module.css';

/** Landing page sections the header links to (ids of the sections on /home). */
const sections = ['about', 'courses', 'pricing', 'contact'] as const;

interface SiteHeaderProps {
  /** The landing header: section links plus Log in and Apply. Other public screens keep it short. */
  withSections?: boolean;
}

export function SiteHeader({ withSections = false }: SiteHeaderProps) {
  const { t } = useTranslation('common');
  const [menuOpened, menu] = useDisclosure(false);
  const menuId = useId();

  const sectionLinks = sections.map((section) => (
    <Anchor
      key={section}
      component={Link}
      to={{ pathname: paths.home, hash: section }}
      className={classes.link}
      onClick={menu.close}
    >
      {t(`nav.${section}`)}
    </Anchor>
  ));

  const actions = (
    <>
      <Button component={Link} to={paths.auth.login} variant="subtle" onClick={menu.close}>
        {t('nav.login')}
      </Button>
      <Button component={Link} to={paths.registration.root} onClick={menu.close}>
        {t('nav.apply')}
      </Button>
    </>
  );

  return (
    <Box component="header" className={classes.header}>
      <Container size="lg" className={classes.bar}>
        <Logo to={paths.home} />
        {withSections ? (
          <Group component="nav" aria-label={t('nav.label')} gap="lg" visibleFrom="md">
            {sectionLinks}
          </Group>
        ) : null}
        <Group gap="sm" wrap="nowrap">
          <LanguageSwitcher />
          <Group gap="xs" visibleFrom="sm" wrap="nowrap">
            {actions}
          </Group>
          <Burger
            hiddenFrom={withSections ? 'md' : 'sm'}
            opened={menuOpened}
            onClick={menu.toggle}
            size="sm"
            aria-label={menuOpened ? t('nav.closeMenu') : t('nav.openMenu')}
            aria-expanded={menuOpened}
            aria-controls={menuId}
          />
        </Group>
      </Container>
      {menuOpened ? (
        <Box id={menuId} className={classes.panel} hiddenFrom={withSections ? 'md' : 'sm'}>
          <Container size="lg">
            <Stack gap="xs" py="md">
              {withSections ? (
                <Stack component="nav" aria-label={t('nav.label')} gap="xs">
                  {sectionLinks}
                </Stack>
              ) : null}
              <Group grow>{actions}</Group>
            </Stack>
          </Container>
        </Box>
      ) : null}
    </Box>
  );
}
