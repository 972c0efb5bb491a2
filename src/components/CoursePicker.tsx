import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../api/ApiClientProvider';
import { coursesQuery } from '../api/directory';
import { siteOfRoot } from '../api/site';
import { listKnownCourses } from '../lib/known-places';
import { isolated } from '../lib/sentence';
import { SelectField } from './SelectField';
import { TypedPlaceForm } from './TypedPlaceForm';

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
export function CoursePicker({ value, onChange, label = 'Course' }: CoursePickerProps) {
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
      selectClassName="max-w-72 min-w-44"
    >
      {courses.isPending ? <option value={value ?? ''}>Loading courses…</option> : null}
      {value === null && !courses.isPending ? (
        <option value="" disabled>
          Choose a course…
        </option>
      ) : null}
      {listed.map((course) => (
        <option key={course.id} value={course.id}>
          {isolated(course.title || `Course #${course.id}`)} ({course.students_count})
        </option>
      ))}
      {unlisted && !courses.isPending ? (
        <option value={value}>Course #{value} (not in the list)</option>
      ) : null}
    </SelectField>
  );
}

function TypedCoursePicker({
  onChange,
  label,
  site,
}: Omit<CoursePickerProps, 'value'> & { site: string; label: string }) {
  return (
    <TypedPlaceForm
      label={`${label} (id)`}
      placeholder="e.g. 6"
      inputMode="numeric"
      widthClassName="w-28"
      suggestions={listKnownCourses(site).map((course) => ({
        value: String(course.id),
        label: course.title,
      }))}
      hint="This site does not list its courses to this account: type an id, or pick one seen before."
      onSubmit={(text) => {
        if (!/^\d{1,10}$/.test(text) || Number(text) < 1)
          return 'Type the number of a course (its id), e.g. 6.';
        onChange(Number(text));
        return null;
      }}
    />
  );
}
