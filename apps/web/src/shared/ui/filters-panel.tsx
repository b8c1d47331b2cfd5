import { Badge, Button, Collapse, Paper, Stack, VisuallyHidden } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconChevronDown } from '@tabler/icons-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';

/** Below Mantine's `sm`: the phone layout of the staff lists. */
export const PHONE_QUERY = '(max-width: 47.99em)';

/**
 * A staff list's search and filters (ARCHITECTURE.md, "The staff area"). On a wide screen
 * all of them show; on a phone the search stays and the filters fold behind a "Filters"
 * button that says how many are active, so the list starts on the first screen. Used by
 * the applicants, the users and the audit log.
 */
export function FiltersPanel({
  label,
  search,
  active,
  children,
}: {
  /** The section's accessible name. */
  label: string;
  /** The search field, always shown (a list may have none). */
  search?: ReactNode;
  /** How many filters narrow the list now. */
  active: number;
  /** The filters (and their clear button). */
  children: ReactNode;
}) {
  const { t } = useTranslation('common');
  const isPhone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const [opened, { toggle }] = useDisclosure(false);
  const foldId = useId();

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={label}>
      <Stack gap="sm">
        {search ?? null}
        {isPhone ? (
          <>
            <Button
              variant="default"
              onClick={toggle}
              aria-expanded={opened}
              aria-controls={foldId}
              leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden="true" />}
              rightSection={
                <IconChevronDown
                  size={16}
                  aria-hidden="true"
                  style={{ transform: opened ? 'rotate(180deg)' : undefined }}
                />
              }
              justify="space-between"
              fullWidth
            >
              {t('filtersPanel.toggle')}
              {active > 0 ? (
                <>
                  <Badge component="span" ml="xs" size="sm" circle aria-hidden="true">
                    {active}
                  </Badge>
                  <VisuallyHidden>{` (${t('filtersPanel.active', { count: active })})`}</VisuallyHidden>
                </>
              ) : null}
            </Button>
            <Collapse expanded={opened} id={foldId}>
              {children}
            </Collapse>
          </>
        ) : (
          children
        )}
      </Stack>
    </Paper>
  );
}
