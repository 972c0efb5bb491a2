import { useMemo } from 'react';
import { useApiClient } from '../../../api/ApiClientProvider';
import type { Student } from '../../../api/schemas/student';
import { insightsKeys } from '../../../insights/insights-keys';
import { useInsightsCache } from '../../../lib/walks/walk-scope';
import { retryTransientPage } from '../../../lib/walks/page-retry';
import { courseStudentsFetcher, studentKey } from './students-fetcher';
import {
  walkDataBase,
  useWalk,
  type InsightsWalk,
  type WalkDataBase,
} from '../../../lib/walks/use-walk';
import { walkPages, type PagesRead } from '../../../lib/walks/walk-pages';

/** Every student of a course, oldest enrollment first. */
export interface CourseStudentsData extends WalkDataBase {
  rows: Student[];
  /** The course's students as the site counts them; null before the first page. */
  total: number | null;
}

/**
 * Every student of a course, for numbers that need them all (the progress distribution):
 * ⌈students / 100⌉ requests, up to 4 at a time (walk-pages.ts, use-walk.ts).
 */
export function useCourseStudentsWalk(
  courseId: number,
  { enabled = true }: { enabled?: boolean } = {},
): InsightsWalk<CourseStudentsData> {
  const client = useApiClient();
  const { scope } = useInsightsCache();
  const { snapshot, ...walk } = useWalk<PagesRead<Student>>(
    insightsKeys.courseStudents(scope, courseId),
    async ({ signal, onProgress, resumeFrom }) => {
      const walked = await walkPages(courseStudentsFetcher(client, courseId), {
        keyOf: studentKey,
        signal,
        onProgress,
        startFrom: resumeFrom,
        retry: retryTransientPage,
      });
      const { rows, pages, lastPage, total, ...ending } = walked;
      return { state: { rows, pages, lastPage, total }, ...ending };
    },
    { enabled },
  );
  const data = useMemo(
    () =>
      snapshot && {
        ...walkDataBase(snapshot),
        rows: snapshot.state.rows,
        total: snapshot.state.total,
      },
    [snapshot],
  );
  return { ...walk, data };
}
