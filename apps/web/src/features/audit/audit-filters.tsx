import { type AuditActorChoice, auditActions, auditEntityTypes } from '@academy/contracts';
import { Button, CloseButton, Group, Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FiltersPanel } from '../../shared/ui/filters-panel';
import type { AuditFilterName } from './audit-filters-url';

interface AuditFiltersProps {
  search: URLSearchParams;
  /** The staff members the log holds changes of: the actor filter's choices. */
  actors: AuditActorChoice[];
  onChange: (name: AuditFilterName | 'entityId', value: string | null) => void;
  onClear: () => void;
  filtered: boolean;
}

/**
 * The log's filters. Each change goes into the URL at once (the list follows it); the
 * actor is chosen here or by clicking a name in the log.
 */
export function AuditFilters({ search, actors, onChange, onClear, filtered }: AuditFiltersProps) {
  const { t } = useTranslation('audit');
  const actorId = search.get('actorId');
  const entityId = search.get('entityId');
  const active = (['actorId', 'entityType', 'action', 'from', 'to', 'entityId'] as const).filter(
    (name) => search.get(name),
  ).length;

  // On a phone the filters fold behind "Filters", so the log starts on the first screen.
  return (
    <FiltersPanel label={t('filters.label')} active={active}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 5 }} spacing="md">
        <Select
          label={t('filters.actorLabel')}
          placeholder={t('filters.anyone')}
          data={actors.map((actor) => ({ value: String(actor.id), label: actor.fullName }))}
          value={actorId}
          onChange={(value) => onChange('actorId', value)}
          clearable
          searchable
          nothingFoundMessage={t('filters.nothingFound')}
        />
        <Select
          label={t('filters.entityType')}
          placeholder={t('filters.any')}
          data={auditEntityTypes.map((value) => ({ value, label: t(`entityTypes.${value}`) }))}
          value={search.get('entityType')}
          onChange={(value) => onChange('entityType', value)}
          clearable
          searchable
          nothingFoundMessage={t('filters.nothingFound')}
        />
        <Select
          label={t('filters.action')}
          placeholder={t('filters.any')}
          data={auditActions.map((value) => ({ value, label: t(`actions.${value}`) }))}
          value={search.get('action')}
          onChange={(value) => onChange('action', value)}
          clearable
          searchable
          nothingFoundMessage={t('filters.nothingFound')}
        />
        <TextInput
          type="date"
          label={t('filters.from')}
          value={search.get('from') ?? ''}
          max={search.get('to') ?? undefined}
          onChange={(event) => onChange('from', event.currentTarget.value || null)}
        />
        <TextInput
          type="date"
          label={t('filters.to')}
          value={search.get('to') ?? ''}
          min={search.get('from') ?? undefined}
          onChange={(event) => onChange('to', event.currentTarget.value || null)}
        />
      </SimpleGrid>
      {entityId || filtered ? (
        <Group mt="md" gap="sm" justify="space-between">
          <Group gap="sm">
            {entityId ? (
              <FilterChip
                label={t('filters.entityId', { id: entityId })}
                removeLabel={t('filters.removeEntityId')}
                onRemove={() => onChange('entityId', null)}
              />
            ) : null}
          </Group>
          {filtered ? (
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconFilterOff size={16} />}
              onClick={onClear}
            >
              {t('filters.clear')}
            </Button>
          ) : null}
        </Group>
      ) : null}
    </FiltersPanel>
  );
}

function FilterChip({
  label,
  removeLabel,
  onRemove,
}: {
  label: string;
  removeLabel: string;
  onRemove: () => void;
}) {
  return (
    <Group gap={4} wrap="nowrap" bg="brand.0" px="sm" py={2} style={{ borderRadius: 999 }}>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      <CloseButton size="sm" aria-label={removeLabel} onClick={onRemove} />
    </Group>
  );
}
