import type { Hono } from 'hono';
import { ENDPOINTS } from '../../contract';
import { honoPath } from '../http/endpoints';
import type { AppEnv, RouteDeps } from '../http/hono-app';
import { readSpaceInsights, spaceWindows } from '../services/insights';
import { admitThenParse } from './policy-first';

/** `GET community-desk/v1/insights/spaces/{spaceSlug}`: a space's insights in one answer. */
export function registerInsightsSpace(app: Hono<AppEnv>, { store }: RouteDeps) {
  app.get(honoPath(ENDPOINTS.insightsSpace), async (c) => {
    const { admitted, query } = admitThenParse(c, 'insightsSpace');
    return c.json(
      await readSpaceInsights(store, admitted, c.req.param('spaceSlug') ?? '', spaceWindows(query)),
    );
  });
}
