import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const response = query.data;
  if (!response && query.isError) {
    return <StudentsError error={query.error} course={course} retry={query.refetch} />;
  }
  const students = response?.students;
  const title = isolated(course.title);
  const order = describeSort({ by: state.sortBy, dir: state.sortDir }, t`enrollment date`);
  return (
    <div className="space-y-3">
      {query.isError ? (
        <StaleDataNotice error={query.error} onRetry={() => void query.refetch()} />
      ) : null}
      <TableResults
        table={table}
        page={students && { ...students, rows: students.data.length }}
        busy={query.isPlaceholderData}
        caption={t({
          comment:
            'The students table\'s name. {title}: the course\'s title; {order}: how the table is sorted, e.g. "sorted by name, ascending".',
          message: `Students of ${title}, ${order}`,
        })}
        noun="student"
        onOpenRow={props.onOpenStudent}
        empty={
          <NoResults
            search={state.search}
            onClearSearch={props.onClearSearch}
            noMatch={t`No students match`}
            emptyTitle={t`No students enrolled yet`}
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
  const { t } = useLingui();
  if (isApiError(error) && error.isNotFound) return <NoSuchCourse id={String(course.id)} />;
  if (isApiError(error) && error.isForbidden) {
    const status = error.status;
    return (
      <PlaceState
        title={t`This account cannot see course students`}
        backTo={paths.courses()}
        backLabel={t`Back to courses`}
      >
        <Trans comment="{status}: the HTTP status the site answered, such as 403.">
          The site refused the students of this course to this account ({status}). Only site
          administrators and course managers can list students: sign in with such an account.
        </Trans>
      </PlaceState>
    );
  }
  return <ErrorState error={error} onRetry={() => void retry()} />;
}

/** An unknown course: a 404 from the site, or an id that cannot exist (asked nothing). */
export function NoSuchCourse({ id }: { id: string }) {
  const { t } = useLingui();
  const example = paths.courseStudents(6);
  return (
    <div className="space-y-3">
      <MissingPlaceNotice kind="course" />
      <PlaceState
        title={t`No such course on this site`}
        backTo={paths.courses()}
        backLabel={t`Choose a course`}
      >
        <Trans comment="{id}: what the address gave as the course; {example}: an address of the dashboard, such as /courses/6/students.">
          There is no course “<bdi>{id}</bdi>” here. Course addresses end in a number, as in{' '}
          {example}.
        </Trans>
      </PlaceState>
    </div>
  );
}
