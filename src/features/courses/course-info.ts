import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useApiClient } from '../../api/ApiClientProvider';
import { coursesQuery } from '../../api/directory';
import { siteOfRoot } from '../../api/site';
import { listKnownCourses, rememberCourse } from '../../lib/known-places';

export interface CourseInfo {
  id: number;
  title: string;
  studentsCount?: number;
}

/**
 * What we know of a course besides its id: from `GET /admin/courses` when the site lists it,
 * else from what this browser remembered, else "Course #id" (the students endpoint says
 * nothing about the course itself).
 */
export function useCourseInfo(id: number): CourseInfo {
  const client = useApiClient();
  const { t } = useLingui();
  const untitled = t`Course #${id}`;
  const { data: courses } = useQuery(coursesQuery(client));
  const listed = courses?.data.find((course) => course.id === id);
  if (listed) {
    return {
      id,
      title: listed.title.trim() || untitled,
      studentsCount: listed.students_count,
    };
  }
  const known = listKnownCourses(siteOfRoot(client.root)).find((course) => course.id === id);
  return { id, title: known?.title || untitled };
}

/** Remembers a course once its students have loaded, for the pickers' fallback and "Recent". */
export function useRememberCourse(course: CourseInfo, loaded: boolean): void {
  const client = useApiClient();
  const site = siteOfRoot(client.root);
  const { id, title } = course;
  useEffect(() => {
    if (loaded) rememberCourse(site, { id, title });
  }, [site, id, title, loaded]);
}
