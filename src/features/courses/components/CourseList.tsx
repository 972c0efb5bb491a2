import { paths } from '../../../routes/paths';
import type { Course } from '../../../api/schemas/space';
import { PlaceCard, PlaceCardGrid } from '../../../components/PlaceCard';
import { countOf } from '../../../lib/plural';

/** The courses of the site, each a link to its students. */
export function CourseList({ courses }: { courses: Course[] }) {
  return (
    <PlaceCardGrid>
      {courses.map((course) => (
        <PlaceCard
          key={course.id}
          to={paths.courseStudents(course.id)}
          title={course.title || `Course #${course.id}`}
          pill={course.status}
          description={course.description}
          details={`${countOf(course.students_count, 'student')} · #${course.id}`}
        />
      ))}
    </PlaceCardGrid>
  );
}
