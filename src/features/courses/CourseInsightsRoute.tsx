import { useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import { paths } from '../../routes/paths';
import { ChartGridSkeleton } from '../../insights/components/ChartGridSkeleton';
import { InsightsScope } from '../../insights/InsightsScope';
import { useInsightsSource } from '../../insights/use-insights-source';
import { placePageTitle } from '../../lib/page-title';
import { CountedCourseInsights } from './CountedCourseInsights';
import { CourseFromUrl } from './components/CourseFromUrl';
import { StudentsHeader } from './components/StudentsHeader';
import { useCourseInfo } from './course-info';
import { ReadCourseInsights } from './ReadCourseInsights';
import { preloadBarChart } from '../../insights/components/LazyBarChart';

// Its charts' code comes beside its data (LazyBarChart.tsx).
preloadBarChart();

/** `/courses/:id/insights`: a course's students as charts, beside its students table. */
export function CourseInsightsRoute() {
  return <CourseFromUrl page={(courseId) => <CourseInsightsPage courseId={courseId} />} />;
}

function CourseInsightsPage({ courseId }: { courseId: number }) {
  const navigate = useNavigate();
  const course = useCourseInfo(courseId);
  const { t } = useLingui();
  return (
    <div className="mx-auto w-full max-w-7xl space-y-4 p-4 md:p-6">
      <title>{placePageTitle(course.title, t`Insights`)}</title>
      <StudentsHeader
        course={course}
        view="insights"
        onCourseChange={(next) => navigate(paths.courseInsights(next))}
      />
      <InsightsScope>
        <CourseInsights key={courseId} courseId={courseId} title={course.title} />
      </InsightsScope>
    </div>
  );
}

/**
 * Counted by our server where the site lists its namespace, else read from the site's
 * students list (docs/decisions/038).
 */
function CourseInsights({ courseId, title }: { courseId: number; title: string }) {
  const source = useInsightsSource();
  if (source === 'counted') return <CountedCourseInsights courseId={courseId} />;
  if (source === 'read') return <ReadCourseInsights courseId={courseId} title={title} />;
  return <ChartGridSkeleton count={2} />;
}
