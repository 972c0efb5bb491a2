import type { Copier } from './build-local-copy';
import { copyFeed } from './copy-feed';
import { copyPeople } from './copy-people';
import { copySpaces } from './copy-spaces';
import { copyTopics } from './copy-topics';

/** Everything a local copy holds, in the order it is copied (people before their memberships). */
export const LOCAL_COPY_COPIERS: readonly Copier[] = [copyPeople, copySpaces, copyFeed, copyTopics];
