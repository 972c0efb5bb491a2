import type { ReactNode } from 'react';
import { useApiClient } from '../api/ApiClientProvider';
import { useViewer } from '../lib/viewer';
import { InsightsScopeProvider } from '../lib/walks/walk-scope';

/**
 * Files an insights page's walks under the signed-in site and user, on this device (the
 * provider lives here rather than in the shell, so the shell does not carry the storage code).
 */
export function InsightsScope({ children }: { children: ReactNode }) {
  const client = useApiClient();
  const { username } = useViewer();
  return (
    <InsightsScopeProvider site={client.root.url} user={username}>
      {children}
    </InsightsScopeProvider>
  );
}
