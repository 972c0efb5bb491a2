import { t } from '@lingui/core/macro';
import { tableViewWords } from '../../lib/view-words';
import type { PlaceTitles } from '../../routes/page-catalog';
import type { SignedInLocationOf } from '../../routes/signed-in-location';
import { membersUrlCodec } from './url-state';

/**
 * The words naming a saved view of a space's members (`Join requests of General · “ana” · by
 * name`), from what its URL gives as the members page reads it (url-state.ts).
 */
export function membersViewWords(
  location: SignedInLocationOf<'spaceMembers'>,
  titles: PlaceTitles,
): string[] {
  const given = membersUrlCodec.given(location.search);
  const space = titles.space(location.slug) ?? location.slug;
  const list =
    given.status?.value === 'pending' ? t`Join requests of ${space}` : t`Members of ${space}`;
  return [list, ...tableViewWords(given, t`join date`)];
}
