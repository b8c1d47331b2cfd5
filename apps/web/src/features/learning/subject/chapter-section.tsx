import { type Chapter, paths } from '@academy/contracts';
import { Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { WorkItemRow } from '../work-item-row';
import { WorkList, WorkListItems, WorkListNote } from '../work-list';
import classes from './subject.module.css';

/** One chapter: its lectures, then its tests, then its mini projects, each with its state. */
export function ChapterSection({ chapter, number }: { chapter: Chapter; number: number }) {
  const { t } = useTranslation('student');
  const headingId = `chapter-${chapter.id}`;
  const empty = chapter.lectures.length + chapter.tasks.length + chapter.miniProjects.length === 0;
  return (
    <WorkList
      labelledBy={headingId}
      header={
        <>
          <Text size="xs" fw={700} className={classes.chapterNumber}>
            {t('subject.chapterNumber', { number })}
          </Text>
          <Title order={2} size="h3" id={headingId}>
            {chapter.title}
          </Title>
        </>
      }
    >
      {empty ? (
        <WorkListNote>
          <Text c="gray.7">{t('subject.emptyChapter')}</Text>
        </WorkListNote>
      ) : (
        <WorkListItems>
          {chapter.lectures.map((lecture) => (
            <WorkItemRow
              key={`lecture-${lecture.id}`}
              kind="lecture"
              title={lecture.title}
              to={paths.student.lecture(lecture.id)}
              state={lecture.lectureAssignments[0]?.status ?? 'not_started'}
              dueAt={null}
            />
          ))}
          {chapter.tasks.map((task) => (
            <WorkItemRow
              key={`task-${task.id}`}
              kind="task"
              title={task.title}
              to={paths.student.task(task.id)}
              state={task.state}
              dueAt={task.dueAt}
            />
          ))}
          {chapter.miniProjects.map((project) => (
            <WorkItemRow
              key={`mini-project-${project.id}`}
              kind="mini-project"
              title={project.title}
              to={paths.student.miniProject(project.id)}
              state={project.state}
              dueAt={project.dueAt}
            />
          ))}
        </WorkListItems>
      )}
    </WorkList>
  );
}
