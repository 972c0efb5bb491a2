import type { UseQueryResult } from '@tanstack/react-query';
import { paths } from '../../../routes/paths';
import { isApiError } from '../../../api/errors';
import type { Student, StudentsResponse } from '../../../api/schemas/student';
import { describeSort, type ServerTable } from '../../../components/data-table/server-table';
import { NoResults, TableResults } from '../../../components/data-table/TableResults';
import { ErrorState } from '../../../components/ErrorState';
import { MissingPlaceNotice } from '../../../components/MissingPlaceNotice';
import { PlaceState } from '../../../components/PlaceState';
import { StaleDataNotice } from '../../../components/StaleDataNotice';
import { isolated } from '../../../lib/sentence';
import type { CourseInfo } from '../course-info';
import type { StudentsUrlState } from '../url-state';

interface StudentsResultsProps {
  query: UseQueryResult<StudentsResponse, Error>;
  state: StudentsUrlState;
  course: CourseInfo;
  table: ServerTable<Student>;
  onClearSearch: () => void;
  onOpenStudent: (student: Student) => void;
}

/** The students table, or why there is none: unknown course, no right, an error, no match. */
export function StudentsResults(props: StudentsResultsProps) {
  const { query, state, course, table } = props;
  const response = query.data;
  if (!response && query.isError) {
    return <StudentsError error={query.error} course={course} retry={query.refetch} />;
  }
  const students = response?.students;
  return (
    <div className="space-y-3">
      {query.isError ? (
        <StaleDataNotice error={query.error} onRetry={() => void query.refetch()} />
      ) : null}
      <TableResults
        table={table}
        page={students && { ...students, rows: students.data.length }}
        busy={query.isPlaceholderData}
        caption={`Students of ${isolated(course.title)}, ${describeSort({ by: state.sortBy, dir: state.sortDir }, 'enrollment date')}`}
        noun="student"
        onOpenRow={props.onOpenStudent}
        empty={
          <NoResults
            search={state.search}
            onClearSearch={props.onClearSearch}
            noMatch="No students match"
            emptyTitle="No students enrolled yet"
          />
        }
      />
    </div>
  );
}

function StudentsError({
  error,
  course,
  retry,
}: {
  error: Error;
  course: CourseInfo;
  retry: () => unknown;
}) {
  if (isApiError(error) && error.isNotFound) return <NoSuchCourse id={String(course.id)} />;
  if (isApiError(error) && error.isForbidden) {
    return (
      <PlaceState
        title="This account cannot see course students"
        backTo={paths.courses()}
        backLabel="Back to courses"
      >
        The site refused the students of this course to this account ({error.status}). Only site
        administrators and course managers can list students: sign in with such an account.
      </PlaceState>
    );
  }
  return <ErrorState error={error} onRetry={() => void retry()} />;
}

/** An unknown course: a 404 from the site, or an id that cannot exist (asked nothing). */
export function NoSuchCourse({ id }: { id: string }) {
  return (
    <div className="space-y-3">
      <MissingPlaceNotice kind="course" />
      <PlaceState
        title="No such course on this site"
        backTo={paths.courses()}
        backLabel="Choose a course"
      >
        There is no course “<bdi>{id}</bdi>” here. Course addresses end in a number, as in{' '}
        {paths.courseStudents(6)}.
      </PlaceState>
    </div>
  );
}
