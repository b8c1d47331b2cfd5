import { gradesCsvFileName, gradesEndpoints } from '@academy/contracts';
import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { endpointMutation } from '../../shared/api/endpoint-query';
import { saveFile } from '../../shared/api/save-file';

/*
 * A direction's or a subject's grades as CSV (ARCHITECTURE.md, "Grades and records"),
 * fetched with the session's bearer (a plain link would carry none) and saved under the
 * day's name.
 */

const today = () => new Date().toISOString().slice(0, 10);

const exportDirectionGradesMutation = endpointMutation(gradesEndpoints.exportDirectionGrades, {
  onSuccess: (csv, { params }) =>
    saveFile(csv as Blob, gradesCsvFileName('direction', Number(params.id), today())),
});

const exportSubjectGradesMutation = endpointMutation(gradesEndpoints.exportSubjectGrades, {
  onSuccess: (csv, { params }) =>
    saveFile(csv as Blob, gradesCsvFileName('subject', Number(params.id), today())),
});

export function GradesDownload({ scope, id }: { scope: 'direction' | 'subject'; id: number }) {
  const { t } = useTranslation('content');
  const direction = useMutation(exportDirectionGradesMutation);
  const subject = useMutation(exportSubjectGradesMutation);
  const exporting = scope === 'direction' ? direction : subject;
  return (
    <Button
      variant="light"
      leftSection={<IconDownload size={18} aria-hidden="true" />}
      loading={exporting.isPending}
      onClick={() => exporting.mutate({ params: { id } })}
      title={t('grades.hint')}
    >
      {t('grades.export')}
    </Button>
  );
}
