import { type CourseType, courseTypes } from '@academy/contracts';
import { Group, Radio, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CodeIcon, MapPinIcon } from '../../shared/ui/icons';
import classes from './course-format-page.module.css';
import { nextSignUpStepPath, type SignUpStep } from './sign-up-steps';
import { useSignUpStore } from './sign-up-store';
import { StepActions, StepCard } from './step-layout';

const step: SignUpStep = 'courseFormat';

const icons = { online: CodeIcon, offline: MapPinIcon } satisfies Record<CourseType, unknown>;

/** Step 2: online or offline, as two large cards with radio semantics. */
export function CourseFormatPage() {
  const { t } = useTranslation('registration');
  const { t: messages } = useTranslation('validation');
  const navigate = useNavigate();
  const courseType = useSignUpStore((state) => state.courseType);
  const setCourseType = useSignUpStore((state) => state.setCourseType);
  const [missing, setMissing] = useState(false);

  const choose = (value: string) => {
    const chosen = courseTypes.find((type) => type === value);
    if (!chosen) return;
    setCourseType(chosen);
    setMissing(false);
  };

  const next = () => {
    if (courseType === null) {
      setMissing(true);
      return;
    }
    void navigate(nextSignUpStepPath(step));
  };

  return (
    <StepCard step={step}>
      <Radio.Group
        value={courseType}
        onChange={choose}
        label={t('courseFormat.label')}
        labelProps={{ className: classes.hiddenLabel }}
        error={missing ? messages('required') : undefined}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {courseTypes.map((type) => {
            const Icon = icons[type];
            return (
              <Radio.Card key={type} value={type} radius="lg" className={classes.card}>
                <Stack gap="sm">
                  <Group justify="space-between" align="flex-start" wrap="nowrap">
                    <ThemeIcon size={48} radius="md" variant="light">
                      <Icon size={26} />
                    </ThemeIcon>
                    <Radio.Indicator />
                  </Group>
                  <Text fw={700} size="lg">
                    {t(`courseFormat.${type}.title`)}
                  </Text>
                  <Text c="dimmed" size="sm">
                    {t(`courseFormat.${type}.description`)}
                  </Text>
                </Stack>
              </Radio.Card>
            );
          })}
        </SimpleGrid>
      </Radio.Group>
      <StepActions step={step} nextLabel={t('actions.next')} onNext={next} />
    </StepCard>
  );
}
