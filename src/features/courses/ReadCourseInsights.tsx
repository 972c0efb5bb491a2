import { useMemo } from 'react';
import { ChartGridSkeleton } from '../../insights/components/ChartGridSkeleton';
import { WalkStatus } from '../../insights/components/WalkStatus';
import { NOUNS } from '../../insights/noun';
import { useSiteNow } from '../../insights/use-site-now';
import { named } from '../../lib/sentence';
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
  const figures = useMemo(() => walk.data && figuresFromStudents(walk.data, now), [walk.data, now]);
  return (
    <div className="space-y-4">
      <WalkStatus
        walk={walk}
        noun={NOUNS.student}
        what={['Reading the students of ', named(title)]}
      />
      {figures ? (
        <CourseInsightsView courseId={courseId} figures={figures} />
      ) : walk.error ? null : (
        <ChartGridSkeleton count={2} />
      )}
    </div>
  );
}
