import { Link, useNavigate } from 'react-router';
import { paths } from '../../routes/paths';
import { Avatar } from '../../components/Avatar';
import { ChartPanel } from '../../components/charts/ChartPanel';
import { StatCard } from '../../components/charts/StatCard';
import { CourseFromUrl } from './components/CourseFromUrl';
import { StudentsHeader } from './components/StudentsHeader';
import { useCourseInfo } from './course-info';
import { completionRate } from './insights/completion-rate';
import { describeSource } from '../../insights/aggregate/describe-source';
import { enrollmentsPerWeek } from './insights/enrollments-per-week';
import { progressDistribution } from './insights/progress-distribution';
import { AT_RISK_DAYS, AT_RISK_PROGRESS, studentsAtRisk } from './insights/students-at-risk';
import { ChartGridSkeleton } from '../../insights/components/ChartGridSkeleton';
import { LazyBarChart } from '../../insights/components/LazyBarChart';
import { WalkStatus } from '../../insights/components/WalkStatus';
import {
  useCourseStudentsWalk,
  type CourseStudentsData,
} from './insights/use-course-students-walk';
import { InsightsScope } from '../../insights/InsightsScope';
import { countOfNoun, NOUNS } from '../../insights/noun';
import { useSiteNow } from '../../insights/use-site-now';
import { placePageTitle } from '../../lib/page-title';
import { named } from '../../lib/sentence';

const percentFormat = new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 0 });

/** `/courses/:id/insights`: a course's students as charts, beside its students table. */
export function CourseInsightsRoute() {
  return <CourseFromUrl page={(courseId) => <CourseInsightsPage courseId={courseId} />} />;
}

function CourseInsightsPage({ courseId }: { courseId: number }) {
  const navigate = useNavigate();
  const course = useCourseInfo(courseId);
  return (
    <div className="mx-auto w-full max-w-7xl space-y-4 p-4 md:p-6">
      <title>{placePageTitle(course.title, 'Insights')}</title>
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

function CourseInsights({ courseId, title }: { courseId: number; title: string }) {
  const now = useSiteNow();
  const walk = useCourseStudentsWalk(courseId);
  return (
    <div className="space-y-4">
      <WalkStatus
        walk={walk}
        noun={NOUNS.student}
        what={['Reading the students of ', named(title)]}
      />
      {walk.data ? (
        <CourseCharts courseId={courseId} data={walk.data} now={now} />
      ) : walk.error ? null : (
        <ChartGridSkeleton count={2} />
      )}
    </div>
  );
}

function CourseCharts({
  courseId,
  data,
  now,
}: {
  courseId: number;
  data: CourseStudentsData;
  now: Date;
}) {
  const provenance = describeSource({
    noun: NOUNS.student,
    rows: data.rows.length,
    total: data.total,
    complete: data.complete,
    fetchedAt: data.fetchedAt,
    now: new Date(),
  });
  const partial = !data.complete;
  const progress = progressDistribution(data.rows);
  const completion = completionRate(data.rows);
  const enrollments = enrollmentsPerWeek(data.rows, now);
  const atRisk = studentsAtRisk(data.rows, now);
  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-3">
        <StatCard label="Students" value={data.rows.length} hint={provenance} />
        <StatCard
          label="Completed the course"
          value={completion.completed}
          hint={
            completion.rate === null
              ? 'No student has progress yet'
              : `${percentFormat.format(completion.rate)} of ${countOfNoun(completion.total, NOUNS.student)} completed`
          }
        />
        <StatCard
          label="Students at risk"
          value={atRisk.length}
          hint={`Enrolled over ${AT_RISK_DAYS} days, under ${AT_RISK_PROGRESS}% done, inactive over ${AT_RISK_DAYS} days`}
        />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <ChartPanel
          title="Progress"
          table={progress.table}
          provenance={provenance}
          partial={partial}
        >
          <LazyBarChart table={progress.table} orientation="horizontal" />
          {progress.withoutProgress > 0 ? (
            <p className="text-sm text-ink-muted">
              {countOfNoun(progress.withoutProgress, NOUNS.student)} without a progress figure are
              not counted.
            </p>
          ) : null}
        </ChartPanel>
        <ChartPanel
          title="Enrollments per week"
          table={enrollments.table}
          provenance={provenance}
          partial={partial}
          note={
            enrollments.earlier > 0
              ? `And ${countOfNoun(enrollments.earlier, NOUNS.student)} enrolled before ${enrollments.table.rows[0]?.label ?? 'these weeks'}.`
              : null
          }
        >
          <LazyBarChart table={enrollments.table} orientation="vertical" />
        </ChartPanel>
      </div>
      <section
        aria-labelledby="students-at-risk"
        className="space-y-3 rounded-card border border-border bg-surface p-4"
      >
        <div>
          <h2 id="students-at-risk" className="text-base font-semibold text-ink">
            Students at risk
            {partial ? (
              <span className="ml-2 text-sm font-normal text-warning">Partial</span>
            ) : null}
          </h2>
          <p className="text-sm text-ink-muted">
            Enrolled more than {AT_RISK_DAYS} days ago, under {AT_RISK_PROGRESS}% progress, and not
            active for more than {AT_RISK_DAYS} days. {provenance}
          </p>
        </div>
        {atRisk.length === 0 ? (
          <p className="text-sm text-ink">No student of this course is at risk.</p>
        ) : (
          // `relative`: the visually hidden text of its cells scrolls with it (see DataTable).
          <div className="relative overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Students at risk</caption>
              <thead className="text-ink-muted">
                <tr>
                  <th scope="col" className="py-2 pr-4 font-medium">
                    Student
                  </th>
                  <th scope="col" className="py-2 pr-4 text-right font-medium">
                    Progress
                  </th>
                  <th scope="col" className="py-2 pr-4 text-right font-medium">
                    Enrolled
                  </th>
                  <th scope="col" className="py-2 text-right font-medium">
                    Last active
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-border">
                {atRisk.map(({ student, progress: done, enrolledDays, inactiveDays }) => (
                  <tr key={student.user_id}>
                    <td className="py-2 pr-4">
                      <Link
                        to={paths.courseStudents(
                          courseId,
                          new URLSearchParams({ search: student.username }),
                        )}
                        className="flex min-w-0 items-center gap-2 text-ink hover:underline"
                      >
                        <Avatar src={student.avatar} name={student.display_name} size={24} />
                        <span dir="auto" className="truncate">
                          {student.display_name || student.username}
                        </span>
                      </Link>
                    </td>
                    <td className="py-2 pr-4 text-right tabular-nums">{done}%</td>
                    <td className="py-2 pr-4 text-right tabular-nums">{enrolledDays} days ago</td>
                    <td className="py-2 text-right tabular-nums">
                      {inactiveDays === null ? 'Never' : `${inactiveDays} days ago`}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
