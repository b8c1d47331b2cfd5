import { gradesEndpoints, studentRecordFileName } from '@academy/contracts';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { endpointMutation } from '../../shared/api/endpoint-query';
import { saveFile } from '../../shared/api/save-file';
import { DownloadButton } from '../../shared/ui/download-button';

/** GET admin/users/{id}/record: the student's record as a PDF in their language, saved. */
const downloadRecordMutation = endpointMutation(gradesEndpoints.getStudentRecordPdf, {
  onSuccess: (pdf, { params }) => saveFile(pdf as Blob, studentRecordFileName(Number(params.id))),
});

export function RecordDownload({ userId }: { userId: number }) {
  const { t } = useTranslation('user-admin');
  const download = useMutation(downloadRecordMutation);
  return (
    <DownloadButton
      download={() => download.mutateAsync({ params: { id: userId }, query: {} })}
      label={t('record.download')}
    />
  );
}
