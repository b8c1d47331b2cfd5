import {
  githubLinkSchema,
  type MessageFormatter,
  type MiniProjectResponse,
  type SubmitMiniProjectRequest,
  type UploadedFile,
  uploadedFileSchema,
  WRITTEN_ANSWER_MAX_LENGTH,
} from '@academy/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useErrorsFollowLanguage } from '../../../shared/i18n/errors-follow-language';
import { useMessageFormatter } from '../../../shared/i18n/message-formatter';
import { clearDraft, readDraft, writeDraft } from '../../../shared/lib/draft-storage';
import { useSingleFlight } from '../../../shared/lib/use-single-flight';
import { useLeaveWarning } from '../work/drafts';
import { LeaveWorkDialog } from '../work/leave-work-dialog';
import { isTooLong, WrittenAnswerField } from '../work/written-answer-field';
import { FileAnswerField } from './file-answer-field';

/** The form's rules: contracts' GitHub link rule, and every question answered its way. */
function submissionFormSchema(m: MessageFormatter, t: TFunction<'student'>) {
  return z.object({
    githubLink: githubLinkSchema(m),
    answers: z.array(
      z
        .object({
          questionId: z.number(),
          answerType: z.enum(['text', 'file']),
          answerText: z.string(),
          file: uploadedFileSchema.nullable(),
        })
        .superRefine((answer, ctx) => {
          if (answer.answerType === 'text' && answer.answerText.trim() === '') {
            ctx.addIssue({ code: 'custom', path: ['answerText'], message: m('required') });
          }
          if (answer.answerType === 'text' && isTooLong(answer.answerText)) {
            ctx.addIssue({
              code: 'custom',
              path: ['answerText'],
              message: m('maxLength', { lessThan: WRITTEN_ANSWER_MAX_LENGTH + 1 }),
            });
          }
          if (answer.answerType === 'file' && answer.file === null) {
            ctx.addIssue({
              code: 'custom',
              path: ['file'],
              message: t('miniProject.form.fileRequired'),
            });
          }
        }),
    ),
  });
}

type SubmissionForm = z.infer<ReturnType<typeof submissionFormSchema>>;

/** The form's first values: blank, or the latest submission's to change after a review. */
function initialValues(project: MiniProjectResponse): SubmissionForm {
  const latest = project.submissions[0];
  return {
    githubLink: latest?.githubLink ?? '',
    answers: project.questions.map((question) => {
      const previous = latest?.studentAnswers.find((answer) => answer.question.id === question.id);
      const file: UploadedFile | null = previous?.file
        ? {
            id: previous.file.id,
            name: previous.file.name,
            size: previous.file.size,
            contentType: previous.file.contentType,
          }
        : null;
      return {
        questionId: question.id,
        answerType: question.answerType,
        answerText: question.answerType === 'text' ? (previous?.answerText ?? '') : '',
        file: question.answerType === 'file' ? file : null,
      };
    }),
  };
}

/** What a draft keeps: the link and the answers, the files as the upload answered them. */
const formDraftSchema = z.object({
  githubLink: z.string(),
  answers: z.array(
    z.object({
      questionId: z.number(),
      answerText: z.string(),
      file: uploadedFileSchema.nullable(),
    }),
  ),
});
type FormDraft = z.infer<typeof formDraftSchema>;

/** The form's first values with a kept draft laid over them, question by question. */
function withDraft(initial: SubmissionForm, draft: FormDraft | null): SubmissionForm {
  if (draft === null) return initial;
  return {
    githubLink: draft.githubLink,
    answers: initial.answers.map((answer) => {
      const kept = draft.answers.find((entry) => entry.questionId === answer.questionId);
      if (!kept) return answer;
      return answer.answerType === 'text'
        ? { ...answer, answerText: kept.answerText }
        : { ...answer, file: kept.file };
    }),
  };
}

/** Whether the values differ from the form's first ones: text written, a file chosen. */
function changedFrom(initial: SubmissionForm, values: SubmissionForm): boolean {
  if (values.githubLink !== initial.githubLink) return true;
  return values.answers.some((answer, index) => {
    const before = initial.answers[index];
    return (
      before === undefined ||
      answer.answerText !== before.answerText ||
      (answer.file?.id ?? null) !== (before.file?.id ?? null)
    );
  });
}

function requestOf(values: SubmissionForm): SubmitMiniProjectRequest {
  return {
    githubLink: values.githubLink,
    answers: values.answers.map((answer) =>
      answer.answerType === 'file'
        ? { questionId: answer.questionId, fileId: answer.file?.id }
        : { questionId: answer.questionId, answerText: answer.answerText },
    ),
  };
}

interface MiniProjectFormProps {
  project: MiniProjectResponse;
  /** Sends the submission; resolves true once the server has taken it. */
  onSubmit: (request: SubmitMiniProjectRequest) => Promise<boolean>;
  submitting: boolean;
  /** Where the unsent submission is kept (null: nowhere). */
  draftKey: string | null;
}

/**
 * A submission: each question answered (written, or a file uploaded at once) and the
 * repository link, checked with contracts' rules. After a failed review it opens filled
 * with the latest submission.
 */
export function MiniProjectForm({ project, onSubmit, submitting, draftKey }: MiniProjectFormProps) {
  const { t } = useTranslation('student');
  const messages = useMessageFormatter();
  const schema = useMemo(() => submissionFormSchema(messages, t), [messages, t]);
  const resubmission = project.submissions.length > 0;
  const [initial] = useState(() => initialValues(project));
  const [restored] = useState(() => withDraft(initial, readDraft(draftKey, formDraftSchema)));
  const {
    control,
    register,
    handleSubmit,
    trigger,
    formState: { errors },
  } = useForm<SubmissionForm>({
    resolver: zodResolver(schema),
    defaultValues: restored,
    mode: 'onTouched',
  });
  useErrorsFollowLanguage(errors, trigger);
  const [uploads, setUploads] = useState(0);
  const [waitNotice, setWaitNotice] = useState(false);
  const [sent, setSent] = useState(false);

  // Every change is kept as the draft; back at the first values, there is none.
  const values = useWatch({ control }) as SubmissionForm;
  const unsent = !sent && changedFrom(initial, values);
  useEffect(() => {
    if (sent) return;
    if (!changedFrom(initial, values)) return clearDraft(draftKey);
    writeDraft(draftKey, {
      githubLink: values.githubLink,
      answers: values.answers.map(({ questionId, answerText, file }) => ({
        questionId,
        answerText,
        file,
      })),
    } satisfies FormDraft);
  }, [draftKey, initial, sent, values]);
  const blocker = useLeaveWarning(unsent);

  const send = useSingleFlight(async (submitted: SubmissionForm) => {
    if (await onSubmit(requestOf(submitted))) {
      setSent(true);
      clearDraft(draftKey);
    }
  });

  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'lg', sm: 'xl' }}
      component="section"
      aria-labelledby="mini-project-form-title"
    >
      <form
        noValidate
        onSubmit={(event) => {
          if (uploads > 0) {
            event.preventDefault();
            setWaitNotice(true);
            return;
          }
          void handleSubmit(send)(event);
        }}
      >
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={2} id="mini-project-form-title">
              {resubmission ? t('miniProject.form.resubmitTitle') : t('miniProject.form.title')}
            </Title>
            <Text c="dimmed">
              {resubmission
                ? t('miniProject.form.resubmitHint')
                : t('miniProject.form.allRequired')}
            </Text>
          </Stack>
          <TextInput
            label={t('miniProject.form.githubLink')}
            description={t('miniProject.form.githubLinkHint')}
            inputMode="url"
            autoComplete="url"
            spellCheck={false}
            aria-required
            size="md"
            error={errors.githubLink?.message}
            inputWrapperOrder={['label', 'description', 'input', 'error']}
            {...register('githubLink')}
          />
          {project.questions.map((question, index) =>
            question.answerType === 'text' ? (
              <Controller
                key={question.id}
                control={control}
                name={`answers.${index}.answerText`}
                render={({ field, fieldState }) => (
                  <WrittenAnswerField
                    label={
                      <Text component="span" fw={600} size="lg" lh={1.4}>
                        {question.text}
                      </Text>
                    }
                    autosize
                    minRows={4}
                    maxRows={14}
                    size="md"
                    aria-required
                    error={fieldState.error?.message}
                    name={field.name}
                    ref={field.ref}
                    value={field.value ?? ''}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                  />
                )}
              />
            ) : (
              <Controller
                key={question.id}
                control={control}
                name={`answers.${index}.file`}
                render={({ field, fieldState }) => (
                  <FileAnswerField
                    miniProjectId={project.id}
                    question={question.text}
                    value={field.value}
                    onChange={(file) => {
                      field.onChange(file);
                      if (file) void trigger(`answers.${index}.file`);
                    }}
                    onUploadingChange={(uploading) => {
                      setUploads((count) => count + (uploading ? 1 : -1));
                      if (!uploading) setWaitNotice(false);
                    }}
                    error={fieldState.error?.message}
                  />
                )}
              />
            ),
          )}
          <Stack gap={6} align="flex-start">
            <Group>
              <Button type="submit" size="md" loading={submitting}>
                {t('miniProject.form.submit')}
              </Button>
            </Group>
            {waitNotice && uploads > 0 ? (
              <Text size="sm" c="var(--mantine-color-error)" role="alert">
                {t('miniProject.form.waitForUpload')}
              </Text>
            ) : null}
          </Stack>
        </Stack>
      </form>
      <LeaveWorkDialog blocker={blocker} />
    </Paper>
  );
}
