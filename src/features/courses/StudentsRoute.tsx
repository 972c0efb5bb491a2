import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useApiClient } from '../../api/ApiClientProvider';
import { paths } from '../../routes/paths';
import type { Student } from '../../api/schemas/student';
import { ColumnsMenu } from '../../components/data-table/ColumnsMenu';
import { visibleCsvColumns } from '../../components/data-table/csv-columns';
import { useUrlTable } from '../../components/data-table/use-url-table';
import { ExportCsv } from '../../components/export/ExportCsv';
import { IgnoredParamsNotice } from '../../components/IgnoredParamsNotice';
import { PrefetchQuery } from '../../components/PrefetchQuery';
import { ProfileStatusNotice } from '../../components/profile-status/ProfileStatusNotice';
import { ProfileStatusProvider } from '../../components/profile-status/ProfileStatusProvider';
import { SearchInput } from '../../components/SearchInput';
import { TopProgress } from '../../components/TopProgress';
import { exportFileName } from '../../lib/download';
import { placePageTitle } from '../../lib/page-title';
import { TABLE_COLUMNS_KEYS } from '../../lib/stored-visibility';
import { useUrlState } from '../../lib/url-state';
import { previousPageOfCourse, studentsExportPage, studentsListQuery } from './api';
import { studentColumns, studentCsvValues } from './columns';
import { useCourseInfo, useRememberCourse } from './course-info';
import { CourseFromUrl } from './components/CourseFromUrl';
import { StudentPanel } from './components/StudentPanel';
import { StudentsHeader } from './components/StudentsHeader';
import { StudentsResults } from './components/StudentsResults';
import { studentsUrlCodec } from './url-state';

const NO_STUDENTS: Student[] = [];
const studentRowId = (student: Student) => String(student.user_id);

/** `/courses/:id/students` (an id that cannot be a course: CourseFromUrl). */
export function StudentsRoute() {
  return <CourseFromUrl page={(courseId) => <StudentsPage courseId={courseId} />} />;
}

function StudentsPage({ courseId }: { courseId: number }) {
  const navigate = useNavigate();
  const client = useApiClient();
  const { t } = useLingui();
  const { state, ignored, setState } = useUrlState(studentsUrlCodec);
  const course = useCourseInfo(courseId);
  const students = useQuery({
    ...studentsListQuery(client, courseId, state),
    placeholderData: previousPageOfCourse(courseId),
  });
  const response = students.data;
  useRememberCourse(course, students.isSuccess);

  const [openStudentId, setOpenStudentId] = useState<number | null>(null);
  const table = useUrlTable({
    columns: studentColumns,
    rows: response?.students.data ?? NO_STUDENTS,
    getRowId: studentRowId,
    state,
    setState,
    lastPage: response?.students.last_page,
    total: response?.students.total,
    columnsStorageKey: TABLE_COLUMNS_KEYS.students,
  });

  const goToCourse = (next: number) => {
    const keep = studentsUrlCodec.serialize({ ...state, search: '', page: 1 }).toString();
    navigate(paths.courseStudents(next, keep));
  };
  const exportJob = () => ({
    fileName: exportFileName(['students', course.title, String(courseId)], 'csv'),
    fetchPage: studentsExportPage(client, courseId, state),
    keyOf: (student: Student) => student.user_id,
    columns: visibleCsvColumns(table, studentCsvValues),
  });

  return (
    <ProfileStatusProvider>
      <div className="mx-auto w-full max-w-7xl space-y-4 p-4 md:p-6">
        <title>{placePageTitle(course.title, t`Students`)}</title>
        <StudentsHeader course={course} onCourseChange={goToCourse} />
        <IgnoredParamsNotice ignored={ignored} />
        {response || students.isPending ? (
          <div className="flex flex-wrap items-start gap-3">
            <SearchInput
              label={t`Search students`}
              value={state.search}
              onSearch={(search, history) => setState({ search, page: 1 }, history)}
            />
            <div className="ms-auto flex items-start gap-2">
              <ColumnsMenu table={table} />
              <ExportCsv
                job={exportJob}
                noun="student"
                disabled={!response || response.students.total === 0}
              />
            </div>
          </div>
        ) : null}
        <TopProgress
          active={students.isFetching && response !== undefined}
          label={t`Loading students`}
        />
        <ProfileStatusNotice />
        <StudentsResults
          query={students}
          state={state}
          course={course}
          table={table}
          onClearSearch={() => setState({ search: '', page: 1 })}
          onOpenStudent={(student) => setOpenStudentId(student.user_id)}
        />
        {response?.students.has_more && !students.isPlaceholderData ? (
          <PrefetchQuery
            options={studentsListQuery(client, courseId, { ...state, page: state.page + 1 })}
          />
        ) : null}
        <StudentPanel
          student={response?.students.data.find((row) => row.user_id === openStudentId) ?? null}
          course={course}
          onClose={() => setOpenStudentId(null)}
        />
      </div>
    </ProfileStatusProvider>
  );
}
