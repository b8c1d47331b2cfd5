import { FREE_TRIAL_DAYS, MAP_LOCATION, paths } from '@academy/contracts';
import {
  Anchor,
  Badge,
  Box,
  Button,
  Card,
  Container,
  Group,
  List,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  CertificateIcon,
  CheckIcon,
  ClockIcon,
  CodeIcon,
  MapPinIcon,
  SparkIcon,
} from '../../shared/ui/icons';
import { PageTitle } from '../../shared/ui/page-title';
import classes from './home-page.module.css';

/** The landing directions of spec §1, in the order the academy presents them. */
const directions = ['frontEnd', 'backEnd', 'softwareEngineering', 'devOps', 'qa'] as const;
const highlights = [
  { key: 'mentors', icon: SparkIcon },
  { key: 'practice', icon: CodeIcon },
  { key: 'certificates', icon: CertificateIcon },
] as const;
const journey = ['apply', 'exam', 'learn', 'certificate'] as const;

const mapUrl = `https://www.google.com/maps?q=${MAP_LOCATION.latitude},${MAP_LOCATION.longitude}`;

function Section({
  id,
  title,
  lead,
  children,
}: {
  id: string;
  title: string;
  lead: string;
  children: ReactNode;
}) {
  const headingId = `${id}-title`;
  return (
    <Box component="section" id={id} aria-labelledby={headingId} className={classes.section}>
      <Container size="lg">
        <Stack gap="xs" mb="xl" maw={640}>
          <Title order={2} id={headingId}>
            {title}
          </Title>
          <Text c="dimmed" size="lg">
            {lead}
          </Text>
        </Stack>
        {children}
      </Container>
    </Box>
  );
}

/** The landing page: hero, about, courses, pricing and contact. */
export function HomePage() {
  const { t } = useTranslation('home');

  return (
    <>
      <PageTitle title={t('meta.title')} />
      <Box className={classes.hero}>
        <Container size="lg" className={classes.heroGrid}>
          <Stack gap="lg" align="flex-start">
            <Badge variant="light" size="lg" radius="sm">
              {t('hero.eyebrow')}
            </Badge>
            <Title order={1} className={classes.heroTitle}>
              {t('hero.title')}
            </Title>
            <Text size="xl" c="dark.4" maw={560}>
              {t('hero.lead', { days: FREE_TRIAL_DAYS })}
            </Text>
            <Group gap="sm">
              <Button component={Link} to={paths.registration.root} size="lg">
                {t('hero.apply')}
              </Button>
              <Button component={Link} to={paths.auth.login} size="lg" variant="default">
                {t('hero.login')}
              </Button>
            </Group>
          </Stack>
          <Card withBorder radius="lg" padding="xl" shadow="sm" className={classes.journey}>
            <Text fw={700} mb="md">
              {t('journey.title')}
            </Text>
            <List
              spacing="md"
              center
              icon={
                <ThemeIcon size={28} radius="xl" variant="light">
                  <CheckIcon size={16} />
                </ThemeIcon>
              }
            >
              {journey.map((step) => (
                <List.Item key={step}>
                  <Text size="sm">{t(`journey.${step}`)}</Text>
                </List.Item>
              ))}
            </List>
          </Card>
        </Container>
      </Box>

      <Section id="about" title={t('about.title')} lead={t('about.lead')}>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          {highlights.map(({ key, icon: Icon }) => (
            <Card key={key} withBorder radius="lg" padding="lg">
              <ThemeIcon size={44} radius="md" variant="light" mb="md">
                <Icon size={22} />
              </ThemeIcon>
              <Title order={3} mb={6}>
                {t(`about.${key}.title`)}
              </Title>
              <Text size="sm" c="dimmed">
                {t(`about.${key}.text`)}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </Section>

      <Section id="courses" title={t('courses.title')} lead={t('courses.lead')}>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {directions.map((direction) => (
            <Card key={direction} withBorder radius="lg" padding="lg" className={classes.course}>
              <Title order={3} mb={6}>
                {t(`courses.directions.${direction}.title`)}
              </Title>
              <Text size="sm" c="dimmed">
                {t(`courses.directions.${direction}.text`)}
              </Text>
            </Card>
          ))}
          <Card radius="lg" padding="lg" className={classes.formats}>
            <Title order={3} mb={6}>
              {t('courses.formats.title')}
            </Title>
            <Text size="sm" mb="sm">
              {t('courses.formats.text')}
            </Text>
            <Group gap="xs">
              <Badge variant="white">{t('courses.formats.online')}</Badge>
              <Badge variant="white">{t('courses.formats.offline')}</Badge>
            </Group>
          </Card>
        </SimpleGrid>
      </Section>

      <Section id="pricing" title={t('pricing.title')} lead={t('pricing.lead')}>
        <Card radius="lg" padding="xl" className={classes.pricing}>
          <Group justify="space-between" align="center" gap="lg">
            <Stack gap={4}>
              <Text className={classes.trialDays}>
                {t('pricing.trial', { days: FREE_TRIAL_DAYS })}
              </Text>
              <Text c="dark.4">{t('pricing.text')}</Text>
            </Stack>
            <Button component={Link} to={paths.registration.root} size="md">
              {t('pricing.action')}
            </Button>
          </Group>
        </Card>
      </Section>

      <Section id="contact" title={t('contact.title')} lead={t('contact.lead')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Card withBorder radius="lg" padding="lg">
            <Group gap="md" wrap="nowrap" align="flex-start">
              <ThemeIcon size={44} radius="md" variant="light">
                <ClockIcon size={22} />
              </ThemeIcon>
              <Stack gap={2}>
                <Title order={3}>{t('contact.hours.title')}</Title>
                <Text c="dimmed">{t('contact.hours.text')}</Text>
              </Stack>
            </Group>
          </Card>
          <Card withBorder radius="lg" padding="lg">
            <Group gap="md" wrap="nowrap" align="flex-start">
              <ThemeIcon size={44} radius="md" variant="light">
                <MapPinIcon size={22} />
              </ThemeIcon>
              <Stack gap={2}>
                <Title order={3}>{t('contact.visit.title')}</Title>
                <Anchor href={mapUrl} target="_blank" rel="noopener noreferrer">
                  {t('contact.visit.text')}
                </Anchor>
              </Stack>
            </Group>
          </Card>
        </SimpleGrid>
      </Section>
    </>
  );
}
