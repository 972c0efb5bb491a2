import { Link } from 'react-router';
import { AT_RISK_DAYS, AT_RISK_PROGRESS } from '../../../../contract';
import { paths } from '../../../routes/paths';
import { Avatar } from '../../../components/Avatar';
import { ChartPanel } from '../../../components/charts/ChartPanel';
import { StatCard } from '../../../components/charts/StatCard';
import { LazyBarChart } from '../../../insights/components/LazyBarChart';
import { countOfNoun, NOUNS } from '../../../insights/noun';
import type { CourseFigures } from '../insights/course-figures';

const percentFormat = new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 0 });
const numberFormat = new Intl.NumberFormat('en');

/** A course's cards, charts and students at risk, whoever counted them (course-figures.ts). */
export function CourseInsightsView({
  courseId,
  figures,
}: {
  courseId: number;
  figures: CourseFigures;
}) {
  const { completion, atRisk, partial, provenance } = figures;
  const shown = atRisk.lines.length;
  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-3">
        <StatCard label="Students" value={figures.students} hint={provenance} />
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
          value={atRisk.count}
          hint={`Enrolled over ${AT_RISK_DAYS} days, under ${AT_RISK_PROGRESS}% done, inactive over ${AT_RISK_DAYS} days`}
        />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <ChartPanel
          title="Progress"
          table={figures.progress}
          provenance={provenance}
          partial={partial}
        >
          <LazyBarChart table={figures.progress} orientation="horizontal" />
          {figures.withoutProgress > 0 ? (
            <p className="text-sm text-ink-muted">
              {countOfNoun(figures.withoutProgress, NOUNS.student)} without a progress figure are
              not counted.
            </p>
          ) : null}
        </ChartPanel>
        <ChartPanel
          title="Enrollments per week"
          table={figures.enrollments}
          provenance={figures.weeklyProvenance}
          partial={partial}
          note={
            figures.enrolledEarlier > 0
              ? `And ${countOfNoun(figures.enrolledEarlier, NOUNS.student)} enrolled before ${figures.enrollments.rows[0]?.label ?? 'these weeks'}.`
              : null
          }
        >
          <LazyBarChart table={figures.enrollments} orientation="vertical" />
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
          {atRisk.count > shown ? (
            <p className="text-sm text-ink-muted">
              The {numberFormat.format(shown)} inactive longest of{' '}
              {countOfNoun(atRisk.count, NOUNS.student)} at risk.{' '}
              <Link
                to={paths.courseStudents(
                  courseId,
                  new URLSearchParams({ sort_by: 'last_activity', sort_dir: 'ASC' }),
                )}
                className="text-accent hover:underline"
              >
                All students, least recently active first
              </Link>
            </p>
          ) : null}
        </div>
        {atRisk.count === 0 ? (
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
                {atRisk.lines.map((line) => (
                  <tr key={line.userId}>
                    <td className="py-2 pr-4">
                      <Link
                        to={paths.courseStudents(
                          courseId,
                          new URLSearchParams({ search: line.username }),
                        )}
                        className="flex min-w-0 items-center gap-2 text-ink hover:underline"
                      >
                        <Avatar src={line.avatar} name={line.displayName} size={24} />
                        <span dir="auto" className="truncate">
                          {line.displayName || line.username}
                        </span>
                      </Link>
                    </td>
                    <td className="py-2 pr-4 text-right tabular-nums">{line.progress}%</td>
                    <td className="py-2 pr-4 text-right tabular-nums">
                      {line.enrolledDays} days ago
                    </td>
                    <td className="py-2 text-right tabular-nums">
                      {line.inactiveDays === null ? 'Never' : `${line.inactiveDays} days ago`}
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
