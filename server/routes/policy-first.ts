import type { Context } from 'hono';
import type { ENDPOINTS, EndpointName } from '../../contract';
import type { QueryOf } from '../endpoint-queries';
import { QUERY_SCHEMAS } from '../http/endpoints';
import type { AppEnv } from '../http/hono-app';
import { parseQuery, readRawQuery } from '../http/query';
import { ROUTE_POLICIES, type AdmissionOf } from '../services/route-policies';

/**
 * A request's policy, then its query, in the plugin's order (behaviour.md, "Policy first"):
 * the endpoint's policy (services/route-policies.ts) refuses before any parameter is
 * validated, as the plugin's permission callback runs before its controller; a caller it
 * lets through gets our 400 for a bad parameter.
 */
export function admitThenParse<N extends EndpointName>(
  c: Context<AppEnv>,
  name: N,
): { admitted: AdmissionOf<N>; query: QueryOf<(typeof ENDPOINTS)[N]> } {
  const raw = readRawQuery(c.req.url);
  const admitted = ROUTE_POLICIES[name](c.get('caller'), raw) as AdmissionOf<N>;
  return { admitted, query: parseQuery(QUERY_SCHEMAS[name], raw) };
}
