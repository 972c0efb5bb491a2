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
  return (
    <div className="space-y-3">
      <PlaceHeader
        parent={{ to: paths.courses(), label: 'Courses' }}
        current={view === 'students' ? 'Students' : 'Insights'}
        title={course.title}
        subtitle={`${view === 'students' ? 'Students' : 'Insights'} of course #${course.id}`}
        picker={<CoursePicker value={course.id} onChange={onCourseChange} label="Switch course" />}
      />
      <PlaceTabs
        label="Course views"
        tabs={[
          {
            to: paths.courseStudents(course.id),
            label: 'Students',
            current: view === 'students',
          },
          { to: paths.courseInsights(course.id), label: 'Insights', current: view === 'insights' },
        ]}
      />
    </div>
  );
}
