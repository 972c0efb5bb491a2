import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../api/ApiClientProvider';
import { spacesQuery } from '../api/directory';
import { siteOfRoot } from '../api/site';
import { listKnownSpaces } from '../lib/known-places';
import { isolated } from '../lib/sentence';
import { SelectField } from './SelectField';
import { readSpaceSlug } from './space-slug';
import { TypedPlaceForm } from './TypedPlaceForm';

interface SpacePickerProps {
  /** The selected space slug; `''` for none ("All spaces" when `allowAll`). */
  value: string;
  onChange: (slug: string) => void;
  label?: string;
  /** Offer "All spaces" (the feed); otherwise a space must be chosen. */
  allowAll?: boolean;
}

/**
 * Picks a space from `GET /spaces` (title, emoji, privacy). Where the site refuses that list,
 * falls back to a typed slug, suggesting the spaces this browser has already seen on the site.
 */
export function SpacePicker({ value, onChange, label: given, allowAll = false }: SpacePickerProps) {
  const { t } = useLingui();
  const label = given ?? t`Space`;
  const client = useApiClient();
  const spaces = useQuery(spacesQuery(client));

  if (spaces.isError && !spaces.data) {
    return (
      <TypedSpacePicker
        value={value}
        onChange={onChange}
        label={label}
        allowAll={allowAll}
        site={siteOfRoot(client.root)}
      />
    );
  }

  const listed = spaces.data ?? [];
  const unlisted = value !== '' && !listed.some((space) => space.slug === value);
  return (
    <SelectField
      label={label}
      value={value}
      disabled={spaces.isPending}
      onChange={(event) => onChange(event.target.value)}
      selectClassName="min-w-44"
    >
      {spaces.isPending ? <option value={value}>{t`Loading spaces…`}</option> : null}
      {allowAll ? <option value="">{t`All spaces`}</option> : null}
      {!allowAll && value === '' && !spaces.isPending ? (
        <option value="" disabled>
          {t`Choose a space…`}
        </option>
      ) : null}
      {listed.map((space) => {
        // The emoji is the space's own picture, before its title as the site shows it.
        const title = `${space.settings.emoji ? `${space.settings.emoji} ` : ''}${isolated(space.title)}`;
        return (
          <option key={space.id} value={space.slug}>
            {space.privacy === 'private'
              ? t({
                  comment: 'A private space in a list: its title',
                  message: `${title} (private)`,
                })
              : space.privacy === 'secret'
                ? t({
                    comment: 'A secret space in a list: its title',
                    message: `${title} (secret)`,
                  })
                : space.privacy !== 'public'
                  ? `${title} (${space.privacy})`
                  : title}
          </option>
        );
      })}
      {unlisted && !spaces.isPending ? <option value={value}>{unlistedSpace(value)}</option> : null}
    </SelectField>
  );
}

interface TypedSpacePickerProps extends Required<SpacePickerProps> {
  site: string;
}

/** A space chosen by a slug the site's list does not have. */
function unlistedSpace(slug: string): string {
  const space = isolated(slug);
  return t({ comment: "{space}: a space's slug", message: `${space} (not in the list)` });
}

function TypedSpacePicker({ value, onChange, label, allowAll, site }: TypedSpacePickerProps) {
  const { t } = useLingui();
  return (
    <TypedPlaceForm
      label={t({ comment: '{label}: the field, "Space"', message: `${label} (slug)` })}
      initial={value}
      placeholder={allowAll ? t`All spaces` : t`e.g. general`}
      suggestions={listKnownSpaces(site).map((space) => ({
        value: space.slug,
        label: space.title,
      }))}
      hint={t`This site does not list its spaces to this account: type a slug, or pick one seen before.`}
      onSubmit={(text) => {
        const typed = readSpaceSlug(text, { allowNone: allowAll });
        if ('problem' in typed) return typed.problem;
        onChange(typed.slug);
        return null;
      }}
    />
  );
}
