import { useLingui as useRuntimeLingui } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { SearchInput } from '../../../components/SearchInput';
import type { OnSearch } from '../../../components/use-search-draft';
import { SEARCH_SCOPES, type SearchScope } from '../url-state';

interface FeedSearchProps {
  value: string;
  scopes: SearchScope[];
  onSearch: OnSearch;
  onScopes: (scopes: SearchScope[]) => void;
}

/**
 * The shared search box with the feed's `search_in` choices (behaviour.md, "Feeds"): where the
 * search looks, post content or comments or both.
 */
export function FeedSearch({ value, scopes, onSearch, onScopes }: FeedSearchProps) {
  const { t } = useLingui();
  const { _ } = useRuntimeLingui();
  return (
    <div role="search" aria-label={t`Search posts`} className="flex flex-col gap-2">
      <SearchInput
        label={t`Search posts`}
        placeholder={t`Search posts…`}
        value={value}
        onSearch={onSearch}
        className="w-full"
      />
      <fieldset className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-ink">
        <legend className="float-start me-3 text-xs font-medium text-ink-muted">
          <Trans>Search in</Trans>
        </legend>
        {SEARCH_SCOPES.map((scope) => {
          const checked = scopes.includes(scope.value);
          const only = checked && scopes.length === 1;
          return (
            <label key={scope.value} className="inline-flex items-center gap-1.5">
              <input
                type="checkbox"
                checked={checked}
                disabled={only}
                title={only ? t`Search needs at least one place to look` : undefined}
                onChange={() =>
                  onScopes(
                    checked
                      ? scopes.filter((item) => item !== scope.value)
                      : [...scopes, scope.value],
                  )
                }
                className="size-4 accent-accent"
              />
              {_(scope.label)}
            </label>
          );
        })}
      </fieldset>
    </div>
  );
}
