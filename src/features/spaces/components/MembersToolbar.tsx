import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { SearchInput } from '../../../components/SearchInput';
import type { MembersUrlState } from '../url-state';
import { StatusFilter } from './StatusFilter';

interface MembersToolbarProps {
  slug: string;
  state: MembersUrlState;
  onChange: (patch: Partial<MembersUrlState>, options?: { replace?: boolean }) => void;
  /** Columns menu and export, at the end of the bar. */
  actions: ReactNode;
}

/** Status, search, and the table's actions. Every change starts again at page 1. */
export function MembersToolbar({ slug, state, onChange, actions }: MembersToolbarProps) {
  const { t } = useLingui();
  return (
    <div className="flex flex-wrap items-start gap-3">
      <StatusFilter
        slug={slug}
        value={state.status}
        onChange={(status) => onChange({ status, page: 1 })}
      />
      <SearchInput
        label={t`Search members`}
        value={state.search}
        onSearch={(search, history) => onChange({ search, page: 1 }, history)}
      />
      <div className="ms-auto flex items-start gap-2">{actions}</div>
    </div>
  );
}
