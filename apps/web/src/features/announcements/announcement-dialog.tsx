import {
  type AdminDirectionSummary,
  type AnnouncementAudience,
  type AnnouncementRequest,
  announcementAudiences,
  announcementLimits,
  announcementRequestSchema,
  type CourseType,
  courseTypes,
} from '@academy/contracts';
import {
  Button,
  Group,
  Modal,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageFormatter } from '../../shared/i18n/message-formatter';
import { useSingleFlight } from '../../shared/lib/use-single-flight';

type Errors = Partial<Record<keyof AnnouncementRequest, string>>;

const empty: AnnouncementRequest = {
  audience: 'everyone',
  directionId: null,
  courseType: null,
  titleEn: '',
  titleRu: '',
  bodyEn: '',
  bodyRu: '',
};

/**
 * A new announcement: whom it reaches (everyone, a direction, a course format), then its
 * title and Markdown text in English and in Russian, both required. Checked by contracts'
 * announcementRequestSchema before it is sent; sent once however often Post is pressed.
 */
export function AnnouncementDialog({
  directions,
  onPost,
  onClose,
}: {
  directions: readonly AdminDirectionSummary[];
  /** Sends it; resolves true once the server has taken it (the dialog then posts no more). */
  onPost: (request: AnnouncementRequest) => Promise<boolean>;
  onClose: () => void;
}) {
  const { t } = useTranslation('announcements');
  const messages = useMessageFormatter();
  const [form, setForm] = useState<AnnouncementRequest>(empty);
  const [errors, setErrors] = useState<Errors>({});
  const set = <K extends keyof AnnouncementRequest>(key: K, value: AnnouncementRequest[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };
  const setAudience = (audience: AnnouncementAudience) => {
    setForm((current) => ({
      ...current,
      audience,
      directionId: audience === 'direction' ? current.directionId : null,
      courseType: audience === 'course_type' ? current.courseType : null,
    }));
    setErrors({});
  };

  // A click that lands after the post went through (the dialog still closing) posts nothing.
  const posted = useRef(false);
  const post = useSingleFlight(async () => {
    if (posted.current) return;
    const checked = announcementRequestSchema(messages).safeParse(form);
    if (!checked.success) {
      const found: Errors = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0] as keyof AnnouncementRequest;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    posted.current = await onPost(checked.data);
  });

  const text = (key: 'titleEn' | 'titleRu') => (
    <TextInput
      label={t(`form.${key}`)}
      required
      maxLength={announcementLimits.title.lessThan}
      value={form[key]}
      onChange={(event) => set(key, event.currentTarget.value)}
      error={errors[key]}
    />
  );
  const body = (key: 'bodyEn' | 'bodyRu') => (
    <Textarea
      label={t(`form.${key}`)}
      description={t('form.bodyHint')}
      required
      autosize
      minRows={4}
      maxRows={12}
      value={form[key]}
      onChange={(event) => set(key, event.currentTarget.value)}
      error={errors[key]}
    />
  );

  return (
    <Modal opened onClose={onClose} title={t('form.title')} size="xl">
      <form
        noValidate
        aria-label={t('form.title')}
        onSubmit={(event) => {
          event.preventDefault();
          void post();
        }}
      >
        <Stack gap="md">
          <Stack gap={4}>
            <Text size="sm" fw={500} id="announcement-audience">
              {t('form.audience')}
            </Text>
            <SegmentedControl
              aria-labelledby="announcement-audience"
              value={form.audience}
              onChange={(value) => setAudience(value as AnnouncementAudience)}
              data={announcementAudiences.map((audience) => ({
                value: audience,
                label: t(`audience.${audience}`),
              }))}
              fullWidth
              orientation="horizontal"
            />
          </Stack>
          {form.audience === 'direction' ? (
            <Select
              label={t('form.direction')}
              required
              data={directions.map((direction) => ({
                value: String(direction.id),
                label: direction.title,
              }))}
              value={form.directionId === null ? null : String(form.directionId)}
              onChange={(value) => set('directionId', value === null ? null : Number(value))}
              searchable
              error={errors.directionId}
            />
          ) : null}
          {form.audience === 'course_type' ? (
            <Select
              label={t('form.courseType')}
              required
              data={courseTypes.map((type) => ({ value: type, label: t(`courseType.${type}`) }))}
              value={form.courseType}
              onChange={(value) => set('courseType', (value as CourseType | null) ?? null)}
              error={errors.courseType}
            />
          ) : null}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Stack gap="sm">
              {text('titleEn')}
              {body('bodyEn')}
            </Stack>
            <Stack gap="sm">
              {text('titleRu')}
              {body('bodyRu')}
            </Stack>
          </SimpleGrid>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('form.cancel')}
            </Button>
            <Button type="submit">{t('form.post')}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
