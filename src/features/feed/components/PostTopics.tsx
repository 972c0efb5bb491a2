import { useLingui } from '@lingui/react/macro';
import type { Term } from '../../../api/schemas/feed';
import { isolated } from '../../../lib/sentence';
import { FilterLink } from './FilterLink';

/** The post's topics, as chips that filter the feed by `topic_slug`. */
export function PostTopics({ terms }: { terms: Term[] }) {
  const { t } = useLingui();
  if (terms.length === 0) return null;
  return (
    <ul aria-label={t`Topics`} className="flex flex-wrap gap-1.5">
      {terms.map((term) => {
        const topic = isolated(term.title || term.slug);
        return (
          <li key={term.slug}>
            <FilterLink
              patch={{ topic: term.slug }}
              className="inline-block rounded-pill border border-border bg-surface-muted px-2.5 text-xs leading-6 text-ink hover:border-accent hover:text-accent"
              title={t`Show only posts about ${topic}`}
            >
              #<bdi>{term.title || term.slug}</bdi>
            </FilterLink>
          </li>
        );
      })}
    </ul>
  );
}
