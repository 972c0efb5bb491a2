import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { paths } from '../../../routes/paths';
import type { Course } from '../../../api/schemas/space';
import { PlaceCard, PlaceCardGrid } from '../../../components/PlaceCard';

/** The courses of the site, each a link to its students. */
export function CourseList({ courses }: { courses: Course[] }) {
  const { t } = useLingui();
  return (
    <PlaceCardGrid>
      {courses.map((course) => {
        const id = course.id;
        const students = course.students_count;
        return (
          <PlaceCard
            key={id}
            to={paths.courseStudents(id)}
            title={course.title || t`Course #${id}`}
            pill={course.status}
            description={course.description}
            details={t({
              comment: "A course's card: its students, then its number on the site.",
              message: `${plural(students, { one: '# student', other: '# students' })} · #${id}`,
            })}
          />
        );
      })}
    </PlaceCardGrid>
  );
}
