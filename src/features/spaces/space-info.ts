import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useApiClient } from '../../api/ApiClientProvider';
import { spacesQuery } from '../../api/directory';
import { siteOfRoot } from '../../api/site';
import { listKnownSpaces, rememberSpaces } from '../../lib/known-places';

export interface SpaceInfo {
  slug: string;
  title: string;
  emoji?: string;
  privacy?: string;
}

/**
 * What we know of a space besides its slug: from `GET /spaces` when the site lists it, else
 * from what this browser remembered, else just the slug (the members endpoint says nothing
 * about the space itself).
 */
export function useSpaceInfo(slug: string): SpaceInfo {
  const client = useApiClient();
  const { data: spaces } = useQuery(spacesQuery(client));
  const listed = spaces?.find((space) => space.slug === slug);
  if (listed) {
    return {
      slug,
      title: listed.title.trim() || slug,
      emoji: listed.settings.emoji || undefined,
      privacy: listed.privacy || undefined,
    };
  }
  const known = listKnownSpaces(siteOfRoot(client.root)).find((space) => space.slug === slug);
  return { slug, title: known?.title || slug, emoji: known?.emoji };
}

/** Remembers a space once its members have loaded, for the pickers' fallback and "Recent". */
export function useRememberSpace(space: SpaceInfo, loaded: boolean): void {
  const client = useApiClient();
  const site = siteOfRoot(client.root);
  const { slug, title, emoji } = space;
  useEffect(() => {
    if (loaded) rememberSpaces(site, [{ slug, title, ...(emoji ? { emoji } : {}) }]);
  }, [site, slug, title, emoji, loaded]);
}
