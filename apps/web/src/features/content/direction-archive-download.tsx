import { contentEndpoints, directionArchiveFileName } from '@academy/contracts';
import { Button } from '@mantine/core';
import { IconFileZip } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { endpointMutation } from '../../shared/api/endpoint-query';
import { saveFile } from '../../shared/api/save-file';

/*
 * "Export as zip" on a direction's page (ARCHITECTURE.md, "Content import and export"): the
 * direction as the folder of Markdown and YAML files the import reads, fetched with the
 * session's bearer and saved under the server's name for it.
 */

const exportDirectionMutation = endpointMutation(contentEndpoints.exportDirection);

export function DirectionArchiveDownload({ id, title }: { id: number; title: string }) {
  const { t } = useTranslation('content');
  const exporting = useMutation(exportDirectionMutation);
  return (
    <Button
      variant="light"
      leftSection={<IconFileZip size={18} aria-hidden="true" />}
      loading={exporting.isPending}
      onClick={() =>
        exporting.mutate(
          { params: { id } },
          { onSuccess: (zip) => saveFile(zip as Blob, directionArchiveFileName(id, title)) },
        )
      }
      title={t('export.hint')}
    >
      {t('export.action')}
    </Button>
  );
}
