import type { PagePrefetch } from '../../routes/page-prefetch';

/** The action log is on this device: nothing to ask the site for (ActionLogRoute). */
export const prefetchActionLogPage: PagePrefetch = () => Promise.resolve();
