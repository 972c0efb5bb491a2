import { t } from '@lingui/core/macro';
import { isolated } from '../lib/sentence';
import { SLUG_PATTERN } from '../lib/url-params';

/** A typed space slug: the slug, or what is wrong with the text, in words for the page. */
export type TypedSpaceSlug = { readonly slug: string } | { readonly problem: string };

/**
 * A space's slug as typed or pasted, the slashes around it dropped (`/general/` reads
 * `general`). Nothing typed reads `''` where `allowNone` (the feed's "All spaces"); otherwise
 * it is a problem, and so is a slug the site could not have (`SLUG_PATTERN`).
 */
export function readSpaceSlug(text: string, { allowNone = false } = {}): TypedSpaceSlug {
  const slug = text.trim().replace(/^\/+|\/+$/g, '');
  if (slug === '') {
    return allowNone
      ? { slug }
      : {
          problem: t({
            comment: '<slug> stands for the slug in the address: translate the word, keep < >',
            message: 'Type the slug of a space, as in its address: …/portal/space/<slug>.',
          }),
        };
  }
  if (!SLUG_PATTERN.test(slug)) {
    const typed = isolated(slug);
    return {
      problem: t({
        comment: '{typed}: what was typed in the field',
        message: `“${typed}” is not a space slug: use letters, digits, - and _ only.`,
      }),
    };
  }
  return { slug };
}
