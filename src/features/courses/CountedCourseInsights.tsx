import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useApiClient } from '../../api/ApiClientProvider';
import { ErrorState } from '../../components/ErrorState';
import { StaleDataNotice } from '../../components/StaleDataNotice';
import { weekBoundaries } from '../../insights/aggregate/week-boundaries';
import { ChartGridSkeleton } from '../../insights/components/ChartGridSkeleton';
import {
  COURSE_WEEKS,
  courseInsightsQuery,
  courseWindow,
} from '../../insights/counted-insights-query';
import { useSiteNow } from '../../insights/use-site-now';
import { CourseInsightsView } from './components/CourseInsightsView';
import { figuresFromCount } from './insights/course-figures';

/**
 * A course's insights counted by our server (docs/decisions/038): one answer of a few KB,
 * whatever the number of students.
 */
export function CountedCourseInsights({ courseId }: { courseId: number }) {
  const client = useApiClient();
  const now = useSiteNow();
  const weeks = useMemo(() => weekBoundaries(now, COURSE_WEEKS), [now]);
  const insights = useQuery(courseInsightsQuery(client, courseId, courseWindow(now)));
  const answer = insights.data;
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const figures = useMemo(
    () => answer && figuresFromCount(answer, weeks, now),
    // The figures hold words (charts' names, where they come from), in the language shown when
    // they are made: made again in a language chosen meanwhile.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `locale` is read by the messages
    [answer, weeks, now, locale],
  );
  if (!figures) {
    return insights.error ? (
      <ErrorState
        error={insights.error}
        title={t`Could not count this course's insights`}
        onRetry={() => void insights.refetch()}
        retrying={insights.isFetching}
      />
    ) : (
      <ChartGridSkeleton count={2} />
    );
  }
  return (
    <div className="space-y-4">
      {insights.error ? (
        <StaleDataNotice error={insights.error} onRetry={() => void insights.refetch()} />
      ) : null}
      <CourseInsightsView courseId={courseId} figures={figures} />
    </div>
  );
}
