import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../api/ApiClientProvider';
import { coursesQuery, spacesQuery } from '../../api/directory';
import { StatCard } from '../../components/charts/StatCard';
import { paths } from '../../routes/paths';
import { useViewer } from '../../lib/viewer';

/**
 * How many spaces the account sees, and courses the site has (managers): the lists the
 * sidebar and pickers read anyway, whichever way the rest of the overview is counted.
 */
export function DirectoryCards() {
  const client = useApiClient();
  const { isManager } = useViewer();
  const spaces = useQuery(spacesQuery(client));
  const courses = useQuery({ ...coursesQuery(client), enabled: isManager });
  const { t } = useLingui();
  return (
    <>
      <StatCard
        label={t`Spaces`}
        value={spaces.data?.length ?? 0}
        loading={spaces.isPending}
        hint={spaces.isError ? t`Could not list the spaces` : t`Spaces you can see`}
        href={paths.spaces()}
      />
      {isManager ? (
        <StatCard
          label={t`Courses`}
          value={courses.data?.total ?? 0}
          loading={courses.isPending}
          hint={courses.isError ? t`Could not list the courses` : t`Courses on the site`}
          href={paths.courses()}
        />
      ) : null}
    </>
  );
}
