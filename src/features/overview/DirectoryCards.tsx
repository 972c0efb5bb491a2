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
  return (
    <>
      <StatCard
        label="Spaces"
        value={spaces.data?.length ?? 0}
        loading={spaces.isPending}
        hint={spaces.isError ? 'Could not list the spaces' : 'Spaces you can see'}
        href={paths.spaces()}
      />
      {isManager ? (
        <StatCard
          label="Courses"
          value={courses.data?.total ?? 0}
          loading={courses.isPending}
          hint={courses.isError ? 'Could not list the courses' : 'Courses on the site'}
          href={paths.courses()}
        />
      ) : null}
    </>
  );
}
