import { type LectureResponse, paths } from '@academy/contracts';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowLeftIcon, ArrowRightIcon } from '../learning-icons';
import classes from './lecture.module.css';

/** The previous and next lectures in the subject's order, across chapters. */
export function LectureNeighbours({ lecture }: { lecture: LectureResponse }) {
  const { t } = useTranslation('student');
  if (!lecture.previous && !lecture.next) return null;
  return (
    <nav aria-label={t('lecture.neighbours')} className={classes.neighbours}>
      {lecture.previous ? (
        <Link
          to={paths.student.lecture(lecture.previous.id)}
          className={classes.neighbour}
          rel="prev"
        >
          <ArrowLeftIcon size={20} className={classes.neighbourArrow} />
          <span className={classes.neighbourText}>
            <Text component="span" size="xs" fw={700} className={classes.neighbourLabel}>
              {t('lecture.previous')}
            </Text>
            <Text component="span" fw={600}>
              {lecture.previous.title}
            </Text>
          </span>
        </Link>
      ) : (
        <span />
      )}
      {lecture.next ? (
        <Link
          to={paths.student.lecture(lecture.next.id)}
          className={classes.neighbour}
          data-next
          rel="next"
        >
          <span className={classes.neighbourText}>
            <Text component="span" size="xs" fw={700} className={classes.neighbourLabel}>
              {t('lecture.next')}
            </Text>
            <Text component="span" fw={600}>
              {lecture.next.title}
            </Text>
          </span>
          <ArrowRightIcon size={20} className={classes.neighbourArrow} />
        </Link>
      ) : null}
    </nav>
  );
}
