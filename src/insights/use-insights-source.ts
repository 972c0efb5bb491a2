import { useQuery } from '@tanstack/react-query';
import { INSIGHTS_NAMESPACE } from '../../contract';
import { useApiClient } from '../api/ApiClientProvider';
import { siteNamespacesQuery } from '../api/site-namespaces';
import { useViewer } from '../lib/viewer';

/**
 * Where a page's insights come from (docs/decisions/038): `counted` where the site lists our
 * server's namespace (one small answer per page), `read` on a plain FluentCommunity site (the
 * read endpoints, within a budget); null while a session kept from before sign-in remembered
 * the namespaces is asking for them. A failed ask reads, as on a plain site.
 */
export type InsightsSource = 'counted' | 'read';

export function useInsightsSource(): InsightsSource | null {
  const { siteNamespaces } = useViewer();
  const client = useApiClient();
  const asked = useQuery({ ...siteNamespacesQuery(client), enabled: siteNamespaces == null });
  const namespaces = siteNamespaces ?? asked.data;
  if (namespaces) return namespaces.includes(INSIGHTS_NAMESPACE) ? 'counted' : 'read';
  return asked.isError ? 'read' : null;
}
