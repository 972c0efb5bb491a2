import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { AT_RISK_DAYS, AT_RISK_PROGRESS } from '../../../../contract';
import { paths } from '../../../routes/paths';
import { Avatar } from '../../../components/Avatar';
import { ChartPanel } from '../../../components/charts/ChartPanel';
import { StatCard } from '../../../components/charts/StatCard';
import { LazyBarChart } from '../../../insights/components/LazyBarChart';
import { intlLocale } from '../../../lib/i18n/intl-locale';
import type { CourseFigures } from '../insights/course-figures';

/** The search of the table's link to every student, least recently active first. */
const LEAST_ACTIVE_FIRST = 'sort_by=last_activity&sort_dir=ASC';

/** A course's cards, charts and students at risk, whoever counted them (course-figures.ts). */
export function CourseInsightsView({
  courseId,
  figures,
}: {
  courseId: number;
  figures: CourseFigures;
}) {
  const { completion, atRisk, partial, provenance } = figures;
  const { t } = useLingui();
  const locale = intlLocale();
  const percentFormat = new Intl.NumberFormat(locale, {
    style: 'percent',
    maximumFractionDigits: 0,
  });
  const numberFormat = new Intl.NumberFormat(locale);
  const daysAgo = new Intl.RelativeTimeFormat(locale, { numeric: 'always' });
  const shown = numberFormat.format(atRisk.lines.length);
  const days = AT_RISK_DAYS;
  const progress = AT_RISK_PROGRESS;
  const total = completion.total;
  const percent = completion.rate === null ? '' : percentFormat.format(completion.rate);
  const withoutProgress = figures.withoutProgress;
  const enrolledEarlier = figures.enrolledEarlier;
  const firstWeek = figures.enrollments.rows[0]?.label;
  const atRiskCount = atRisk.count;
  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-3">
        <StatCard label={t`Students`} value={figures.students} hint={provenance} />
        <StatCard
          label={t`Completed the course`}
          value={completion.completed}
          hint={
            completion.rate === null
              ? t`No student has progress yet`
              : t({
                  comment: '{percent}: the share that completed, such as 25%.',
                  message: `${percent} of ${plural(total, { one: '# student', other: '# students' })} completed`,
                })
          }
        />
        <StatCard
          label={t`Students at risk`}
          value={atRisk.count}
          hint={t({
            comment: "The at-risk rule in short. {progress}: a percentage's number, such as 50.",
            message: `Enrolled over ${plural(days, { one: '# day', other: '# days' })}, under ${progress}% done, inactive over ${plural(days, { one: '# day', other: '# days' })}`,
          })}
        />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <ChartPanel
          title={t`Progress`}
          table={figures.progress}
          provenance={provenance}
          partial={partial}
        >
          <LazyBarChart table={figures.progress} orientation="horizontal" />
          {withoutProgress > 0 ? (
            <p className="text-sm text-ink-muted">
              <Plural
                value={withoutProgress}
                one="# student without a progress figure is not counted."
                other="# students without a progress figure are not counted."
              />
            </p>
          ) : null}
        </ChartPanel>
        <ChartPanel
          title={t`Enrollments per week`}
          table={figures.enrollments}
          provenance={figures.weeklyProvenance}
          partial={partial}
          note={
            enrolledEarlier === 0
              ? null
              : firstWeek === undefined
                ? t`And ${plural(enrolledEarlier, { one: '# student', other: '# students' })} enrolled before these weeks.`
                : t({
                    comment: '{firstWeek}: the chart\'s first week, such as "9 Nov".',
                    message: `And ${plural(enrolledEarlier, { one: '# student', other: '# students' })} enrolled before ${firstWeek}.`,
                  })
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
            <Trans>Students at risk</Trans>
            {partial ? (
              <span className="ms-2 text-sm font-normal text-warning">
                <Trans>Partial</Trans>
              </span>
            ) : null}
          </h2>
          <p className="text-sm text-ink-muted">
            <Trans comment="The at-risk rule. {progress}: a percentage's number, such as 50.">
              Enrolled more than <Plural value={days} one="# day" other="# days" /> ago, under{' '}
              {progress}% progress, and not active for more than{' '}
              <Plural value={days} one="# day" other="# days" />.
            </Trans>{' '}
            {provenance}
          </p>
          {atRisk.count > atRisk.lines.length ? (
            <p className="text-sm text-ink-muted">
              <Trans comment="{shown}: how many of the students at risk are listed below.">
                The {shown} inactive longest of{' '}
                <Plural value={atRiskCount} one="# student" other="# students" /> at risk.
              </Trans>{' '}
              <Link
                to={paths.courseStudents(courseId, new URLSearchParams(LEAST_ACTIVE_FIRST))}
                className="text-accent hover:underline"
              >
                <Trans>All students, least recently active first</Trans>
              </Link>
            </p>
          ) : null}
        </div>
        {atRisk.count === 0 ? (
          <p className="text-sm text-ink">
            <Trans>No student of this course is at risk.</Trans>
          </p>
        ) : (
          // `relative`: the visually hidden text of its cells scrolls with it (see DataTable).
          <div className="relative overflow-x-auto">
            <table className="w-full text-start text-sm">
              <caption className="sr-only">
                <Trans>Students at risk</Trans>
              </caption>
              <thead className="text-ink-muted">
                <tr>
                  <th scope="col" className="py-2 pe-4 font-medium">
                    <Trans>Student</Trans>
                  </th>
                  <th scope="col" className="py-2 pe-4 text-end font-medium">
                    <Trans>Progress</Trans>
                  </th>
                  <th scope="col" className="py-2 pe-4 text-end font-medium">
                    <Trans>Enrolled</Trans>
                  </th>
                  <th scope="col" className="py-2 text-end font-medium">
                    <Trans>Last active</Trans>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-border">
                {atRisk.lines.map((line) => (
                  <tr key={line.userId}>
                    <td className="py-2 pe-4">
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
                    <td className="py-2 pe-4 text-end tabular-nums">
                      {percentFormat.format(line.progress / 100)}
                    </td>
                    <td className="py-2 pe-4 text-end tabular-nums">
                      {daysAgo.format(-line.enrolledDays, 'day')}
                    </td>
                    <td className="py-2 text-end tabular-nums">
                      {line.inactiveDays === null
                        ? t`Never`
                        : daysAgo.format(-line.inactiveDays, 'day')}
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
