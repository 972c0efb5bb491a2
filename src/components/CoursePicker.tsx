import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../api/ApiClientProvider';
import { coursesQuery } from '../api/directory';
import { siteOfRoot } from '../api/site';
import { listKnownCourses } from '../lib/known-places';
import { isolated } from '../lib/sentence';
import { formatNumber } from './number-format';
import { SelectField } from './SelectField';
import { TypedPlaceForm } from './TypedPlaceForm';

/** The select's width: a course's title, within reason. */
const COURSE_SELECT = { className: 'max-w-72 min-w-44' };

interface CoursePickerProps {
  value: number | null;
  onChange: (id: number) => void;
  label?: string;
}

/**
 * Picks a course from `GET /admin/courses` (title, students). Where the site refuses that list
 * (only admins and course managers may read it), falls back to a typed course id, suggesting
 * the courses this browser has already seen on the site.
 */
export function CoursePicker({ value, onChange, label: given }: CoursePickerProps) {
  const { t } = useLingui();
  const label = given ?? t`Course`;
  const client = useApiClient();
  const courses = useQuery(coursesQuery(client));

  if (courses.isError && !courses.data) {
    return <TypedCoursePicker onChange={onChange} label={label} site={siteOfRoot(client.root)} />;
  }
  const listed = courses.data?.data ?? [];
  const unlisted = value !== null && !listed.some((course) => course.id === value);
  return (
    <SelectField
      label={label}
      value={value ?? ''}
      disabled={courses.isPending}
      onChange={(event) => onChange(Number(event.target.value))}
      selectClassName={COURSE_SELECT.className}
    >
      {courses.isPending ? <option value={value ?? ''}>{t`Loading courses…`}</option> : null}
      {value === null && !courses.isPending ? (
        <option value="" disabled>
          {t`Choose a course…`}
        </option>
      ) : null}
      {listed.map((course) => {
        const title = isolated(course.title || courseNumber(course.id));
        const students = formatNumber(course.students_count);
        return (
          <option key={course.id} value={course.id}>
            {t({
              comment: 'A course in a list: its title, then how many students it has',
              message: `${title} (${students})`,
            })}
          </option>
        );
      })}
      {unlisted && !courses.isPending ? (
        <option value={value}>{t`Course #${value} (not in the list)`}</option>
      ) : null}
    </SelectField>
  );
}

/** "Course #6": a course known by its id only. */
function courseNumber(id: number): string {
  return t({ comment: 'A course known only by its id', message: `Course #${id}` });
}

function TypedCoursePicker({
  onChange,
  label,
  site,
}: Omit<CoursePickerProps, 'value'> & { site: string; label: string }) {
  const { t } = useLingui();
  return (
    <TypedPlaceForm
      label={t({ comment: '{label}: the field, "Course"', message: `${label} (id)` })}
      placeholder={t`e.g. 6`}
      inputMode="numeric"
      widthClassName="w-28"
      suggestions={listKnownCourses(site).map((course) => ({
        value: String(course.id),
        label: course.title,
      }))}
      hint={t`This site does not list its courses to this account: type an id, or pick one seen before.`}
      onSubmit={(text) => {
        if (!/^\d{1,10}$/.test(text) || Number(text) < 1)
          return t`Type the number of a course (its id), e.g. 6.`;
        onChange(Number(text));
        return null;
      }}
    />
  );
}
