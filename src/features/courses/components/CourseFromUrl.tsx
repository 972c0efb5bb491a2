import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { parseCourseId } from '../../../routes/paths';
import { NoSuchCourse } from './StudentsResults';
import { pageTitle } from '../../../lib/page-title';

/**
 * A course's page (`/courses/:id/…`) from the id in the URL. An id that is not a positive
 * integer cannot be a course (the API answers 404 `rest_no_route`): say so without asking the
 * site.
 */
export function CourseFromUrl({ page }: { page: (courseId: number) => ReactNode }) {
  const { id } = useParams();
  const { t } = useLingui();
  const courseId = parseCourseId(id);
  if (courseId !== null) return page(courseId);
  return (
    <div className="mx-auto w-full max-w-7xl p-4 md:p-6">
      <title>{pageTitle(t`No such course`)}</title>
      <NoSuchCourse id={id ?? ''} />
    </div>
  );
}
