import { useLingui } from '@lingui/react/macro';
import { paths } from '../../../routes/paths';
import { CoursePicker } from '../../../components/CoursePicker';
import { PlaceHeader } from '../../../components/PlaceHeader';
import { PlaceTabs } from '../../../components/PlaceTabs';
import type { CourseInfo } from '../course-info';

/** The views of a course: its students table, and the insights drawn from it. */
export type CourseView = 'students' | 'insights';

interface StudentsHeaderProps {
  course: CourseInfo;
  onCourseChange: (id: number) => void;
  /** Which view of the course this is (default: the students table). */
  view?: CourseView;
}

/** The course's name, a picker to switch courses, and its views. */
export function StudentsHeader({ course, onCourseChange, view = 'students' }: StudentsHeaderProps) {
  const { t } = useLingui();
  const id = course.id;
  const students = t`Students`;
  const insights = t`Insights`;
  return (
    <div className="space-y-3">
      <PlaceHeader
        parent={{ to: paths.courses(), label: t`Courses` }}
        current={view === 'students' ? students : insights}
        title={course.title}
        subtitle={
          view === 'students'
            ? t({
                comment: "{id}: the course's number on the site.",
                message: `Students of course #${id}`,
              })
            : t({
                comment: "{id}: the course's number on the site.",
                message: `Insights of course #${id}`,
              })
        }
        picker={
          <CoursePicker value={course.id} onChange={onCourseChange} label={t`Switch course`} />
        }
      />
      <PlaceTabs
        label={t`Course views`}
        tabs={[
          {
            to: paths.courseStudents(course.id),
            label: students,
            current: view === 'students',
          },
          { to: paths.courseInsights(course.id), label: insights, current: view === 'insights' },
        ]}
      />
    </div>
  );
}
