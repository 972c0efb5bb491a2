import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { ChartGridSkeleton } from '../../insights/components/ChartGridSkeleton';
import { WalkStatus } from '../../insights/components/WalkStatus';
import { NOUNS } from '../../insights/noun';
import { useSiteNow } from '../../insights/use-site-now';
import { isolated } from '../../lib/sentence';
import { CourseInsightsView } from './components/CourseInsightsView';
import { figuresFromStudents } from './insights/course-figures';
import { useCourseStudentsWalk } from './insights/use-course-students-walk';

/**
 * A course's insights on a plain FluentCommunity site: its students read page by page from the
 * site's own list (docs/decisions/022), kept on the device.
 */
export function ReadCourseInsights({ courseId, title }: { courseId: number; title: string }) {
  const now = useSiteNow();
  const walk = useCourseStudentsWalk(courseId);
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const figures = useMemo(
    () => walk.data && figuresFromStudents(walk.data, now),
    // The figures hold words (charts' names, where they come from), in the language shown when
    // they are made: made again in a language chosen meanwhile.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `locale` is read by the messages
    [walk.data, now, locale],
  );
  const course = isolated(title);
  return (
    <div className="space-y-4">
      <WalkStatus
        walk={walk}
        noun={NOUNS.student}
        what={t({
          comment: "{course}: the course's title, as the site names it.",
          message: `Reading the students of ${course}`,
        })}
      />
      {figures ? (
        <CourseInsightsView courseId={courseId} figures={figures} />
      ) : walk.error ? null : (
        <ChartGridSkeleton count={2} />
      )}
    </div>
  );
}
