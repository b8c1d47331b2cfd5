import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../shared/ui/page-title';
import { AboutSection } from './about-section';
import { ContactSection } from './contact-section';
import { CoursesSection } from './courses-section';
import { HeroSection } from './hero-section';
import { PricingSection } from './pricing-section';
import { SuccessStoriesSection } from './success-stories-section';

/** The landing page: hero, about, courses, success stories, pricing and contact. */
export function HomePage() {
  const { t } = useTranslation('home');
  return (
    <>
      <PageTitle title={t('meta.title')} />
      <HeroSection />
      <AboutSection />
      <CoursesSection />
      <SuccessStoriesSection />
      <PricingSection />
      <ContactSection />
    </>
  );
}
