import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useApiClient } from '../../api/ApiClientProvider';
import { coursesQuery } from '../../api/directory';
import { isApiError } from '../../api/errors';
import { siteOfRoot } from '../../api/site';
import { paths } from '../../routes/paths';
import { Callout } from '../../components/Callout';
import { CoursePicker } from '../../components/CoursePicker';
import { NoResults } from '../../components/data-table/TableResults';
import { ErrorState } from '../../components/ErrorState';
import { PlaceCardSkeletons } from '../../components/PlaceCard';
import { IgnoredParamsNotice } from '../../components/IgnoredParamsNotice';
import { RecentPlaces } from '../../components/RecentPlaces';
import { SearchInput } from '../../components/SearchInput';
import { TopProgress } from '../../components/TopProgress';
import { intlLocale } from '../../lib/i18n/intl-locale';
import { listKnownCourses } from '../../lib/known-places';
import { pageTitle } from '../../lib/page-title';
import { useUrlState } from '../../lib/url-state';
import { CourseList } from './components/CourseList';
import { coursesUrlCodec } from './courses-url-state';

/**
 * `/courses`: choose a course, searchable. Filled from `GET /admin/courses` (admins and course
 * managers only); where the site refuses, the courses seen before and a course id field.
 */
export function CoursesRoute() {
  const client = useApiClient();
  const navigate = useNavigate();
  const { state, ignored, setState } = useUrlState(coursesUrlCodec);
  const search = state.search.trim();
  const courses = useQuery({
    ...coursesQuery(client, search),
    placeholderData: (previous) => previous,
  });
  const known = listKnownCourses(siteOfRoot(client.root));
  const refused =
    isApiError(courses.error) && (courses.error.isForbidden || courses.error.isNotFound);
  const page = courses.data;
  const { t } = useLingui();
  const numberFormat = new Intl.NumberFormat(intlLocale());
  const total = page ? numberFormat.format(page.total) : '';
  const shown = page ? numberFormat.format(page.data.length) : '';
  const courseCount = page?.total ?? 0;

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 p-4 md:p-6">
      <title>{pageTitle(t`Courses`)}</title>
      <header>
        <h1 className="text-2xl font-semibold text-ink">
          <Trans>Course students</Trans>
        </h1>
        <p className="mt-1 text-sm text-ink-muted">
          <Trans>Choose a course to see its students and their progress.</Trans>
        </p>
      </header>
      <IgnoredParamsNotice ignored={ignored} />
      <RecentPlaces
        places={known.map((course) => ({
          key: String(course.id),
          to: paths.courseStudents(course.id),
          title: course.title,
        }))}
      />
      <section aria-labelledby="all-courses" className="space-y-3">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="all-courses" className="text-sm font-semibold text-ink-muted">
            {page ? (
              <Trans comment="{total}: the number of courses on the site.">
                All courses ({total})
              </Trans>
            ) : (
              <Trans>All courses</Trans>
            )}
          </h2>
          {!refused ? (
            <SearchInput
              label={t`Search courses`}
              placeholder={t`Course title`}
              value={state.search}
              onSearch={(search, history) => setState({ search }, history)}
            />
          ) : null}
        </div>
        <TopProgress active={courses.isFetching && page !== undefined} label={t`Loading courses`} />
        {courses.isPending ? <PlaceCardSkeletons /> : null}
        {page && page.data.length > 0 ? <CourseList courses={page.data} /> : null}
        {page && page.data.length < page.total ? (
          <p className="text-sm text-ink-muted">
            <Trans comment="{shown}: how many of the site's courses are listed.">
              Showing the first {shown} of{' '}
              <Plural value={courseCount} one="# course" other="# courses" />: search to find
              others.
            </Trans>
          </p>
        ) : null}
        {page?.total === 0 ? (
          <NoResults
            search={search}
            onClearSearch={() => setState({ search: '' })}
            noMatch={t`No courses match`}
            emptyTitle={t`This site has no courses yet`}
          >
            <Trans>Search looks at course titles.</Trans>
          </NoResults>
        ) : null}
        {refused ? (
          <Callout tone="info" title={t`This site does not list its courses to this account`}>
            <Trans>
              Only administrators and course managers can list courses. Open a recently visited
              course above, or type a course id below.
            </Trans>
          </Callout>
        ) : null}
        {courses.isError && !refused ? (
          <ErrorState error={courses.error} onRetry={() => void courses.refetch()} />
        ) : null}
      </section>
      {refused ? (
        <CoursePicker
          value={null}
          onChange={(id) => navigate(paths.courseStudents(id))}
          label={t`Open a course`}
        />
      ) : null}
    </div>
  );
}
