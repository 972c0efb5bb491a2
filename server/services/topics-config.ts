import { integerOr, parseJsonObject } from '../shape/json';
import type { Store } from '../store/store';

/** `max_topics_per_post` when the site never set `topics_config` (Helper::getTopicsConfig). */
const DEFAULT_MAX_TOPICS_PER_POST = 1;

/**
 * The site's `max_topics_per_post` (fcom_meta option `topics_config`), 1 by default: how many
 * topics a saved post keeps, and whether a post's topics are read for editing as one id
 * (behaviour.md, "Publishing a post in review", "One post by its slug").
 */
export async function maxTopicsPerPost(store: Store): Promise<number> {
  const config = parseJsonObject(await store.site.communityOption('topics_config'));
  return Math.max(0, integerOr(Number(config.max_topics_per_post), DEFAULT_MAX_TOPICS_PER_POST));
}
