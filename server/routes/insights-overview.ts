import type { Hono } from 'hono';
import { ENDPOINTS } from '../../contract';
import { honoPath } from '../http/endpoints';
import type { AppEnv, RouteDeps } from '../http/hono-app';
import { overviewWindows, readOverviewInsights } from '../services/insights';
import { admitThenParse } from './policy-first';

/** `GET community-desk/v1/insights/overview`: the overview's figures in one answer. */
export function registerInsightsOverview(app: Hono<AppEnv>, { store }: RouteDeps) {
  app.get(honoPath(ENDPOINTS.insightsOverview), async (c) => {
    const { admitted, query } = admitThenParse(c, 'insightsOverview');
    return c.json(await readOverviewInsights(store, admitted, overviewWindows(query)));
  });
}
