import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { webConfig } from '../../shared/config';
import { PageTitle } from '../../shared/ui/page-title';
import { WrappingText } from '../../shared/ui/wrapping-text';
import classes from './legal-page.module.css';

type LegalDocumentName = 'terms' | 'privacy';

/** The anchor of a document's n-th section, e.g. `privacy-4`. */
const sectionId = (document: LegalDocumentName, index: number) => `${document}-${index + 1}`;

function LegalDocument({ document }: { document: LegalDocumentName }) {
  const { t } = useTranslation('legal');
  const values = { email: webConfig.supportEmail };
  const sections = t(`${document}.sections`, { returnObjects: true, ...values });
  const title = t(`${document}.title`);

  return (
    <article className={classes.page} aria-labelledby="legal-title">
      <PageTitle title={title} />
      <div className={classes.masthead}>
        <Container size="lg">
          <h1 id="legal-title" className={classes.title}>
            {title}
          </h1>
          <p className={classes.description}>{t(`${document}.description`)}</p>
          <p className={classes.updated}>{t(`${document}.updated`)}</p>
        </Container>
      </div>
      <Container size="lg" className={classes.layout}>
        <nav aria-labelledby="legal-contents" className={classes.contents}>
          <h2 id="legal-contents" className={classes.contentsTitle}>
            {t('contents')}
          </h2>
          <ol className={classes.contentsList}>
            {sections.map((section, index) => (
              <li key={section.title}>
                <Link to={{ hash: sectionId(document, index) }} className={classes.contentsLink}>
                  {section.title}
                </Link>
              </li>
            ))}
          </ol>
        </nav>
        <div className={classes.body}>
          <p className={classes.intro}>{t(`${document}.intro`)}</p>
          {sections.map((section, index) => {
            const id = sectionId(document, index);
            return (
              <section key={section.title} id={id} aria-labelledby={`${id}-title`}>
                <h2 id={`${id}-title`} tabIndex={-1} className={classes.sectionTitle}>
                  {section.title}
                </h2>
                {section.body.map((paragraph) => (
                  <p key={paragraph} className={classes.paragraph}>
                    <WrappingText text={paragraph} email={values.email} />
                  </p>
                ))}
                {section.list.length > 0 ? (
                  <ul className={classes.list}>
                    {section.list.map((item) => (
                      <li key={item}>
                        <WrappingText text={item} email={values.email} />
                      </li>
                    ))}
                  </ul>
                ) : null}
              </section>
            );
          })}
          <p className={classes.questions}>
            <WrappingText text={t('questions', values)} email={values.email} />
          </p>
        </div>
      </Container>
    </article>
  );
}

export function TermsPage() {
  return <LegalDocument document="terms" />;
}

export function PrivacyPage() {
  return <LegalDocument document="privacy" />;
}
