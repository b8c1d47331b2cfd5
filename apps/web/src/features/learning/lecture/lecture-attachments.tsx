import type { LectureResponse } from '@academy/contracts';
import { filePublicUrl } from '@academy/contracts';
import { Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '../../../shared/lib/file-size';
import { DownloadIcon } from '../learning-icons';
import classes from './lecture.module.css';

type Attachment = LectureResponse['attachments'][number];

/** The lecture's files (slides, cheat sheets), public like the lecture: plain downloads. */
export function LectureAttachments({ attachments }: { attachments: Attachment[] }) {
  const { t, i18n } = useTranslation('student');
  if (attachments.length === 0) return null;
  return (
    <Paper
      withBorder
      radius="lg"
      component="section"
      aria-labelledby="lecture-materials"
      className={classes.panel}
    >
      <Title order={2} size="h4" id="lecture-materials" mb="sm">
        {t('lecture.attachments')}
      </Title>
      <ul className={classes.attachments}>
        {attachments.map((attachment) => (
          <li key={attachment.id}>
            <a
              href={filePublicUrl(attachment.id)}
              download={attachment.name}
              className={classes.attachment}
            >
              <span className={classes.attachmentIcon} aria-hidden="true">
                <DownloadIcon size={20} />
              </span>
              <span className={classes.attachmentText}>
                <Text component="span" fw={600} className={classes.attachmentName}>
                  {attachment.name}
                </Text>
                <Text component="span" size="sm" c="gray.7">
                  {formatFileSize(attachment.size, i18n.language)}
                </Text>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </Paper>
  );
}
