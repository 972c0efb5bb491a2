import { paths } from '../../../app/paths';
import { CoursePicker } from '../../../components/CoursePicker';
import { PlaceHeader } from '../../../components/PlaceHeader';
import type { CourseInfo } from '../course-info';

interface StudentsHeaderProps {
  course: CourseInfo;
  onCourseChange: (id: number) => void;
}

/** The course's name, and a picker to switch courses. */
export function StudentsHeader({ course, onCourseChange }: StudentsHeaderProps) {
  return (
    <PlaceHeader
      parent={{ to: paths.courses(), label: 'Courses' }}
      current="Students"
      title={course.title}
      subtitle={`Students of course #${course.id}`}
      picker={<CoursePicker value={course.id} onChange={onCourseChange} label="Switch course" />}
    />
  );
}
