import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { useLingui } from '@lingui/react/macro';
import type { MemberStatus } from '../../../api/space-members';
import { PendingCountBadge } from './PendingCountBadge';

interface StatusFilterProps {
  slug: string;
  value: MemberStatus;
  onChange: (status: MemberStatus) => void;
}

const OPTIONS: Array<{ value: MemberStatus; label: MessageDescriptor }> = [
  { value: 'active', label: msg`Active` },
  { value: 'pending', label: msg`Pending requests` },
];

/** Active members (the API's default list) or the join requests, one click apart. */
export function StatusFilter({ slug, value, onChange }: StatusFilterProps) {
  const { t } = useLingui();
  const { _ } = useLinguiRuntime();
  return (
    <div
      role="group"
      aria-label={t`Membership status`}
      className="inline-flex h-10 shrink-0 rounded-control border border-border bg-surface p-0.5"
    >
      {OPTIONS.map((option) => {
        const selected = option.value === value;
        return (
          <button
            key={option.value}
            type="button"
            aria-pressed={selected}
            onClick={() => onChange(option.value)}
            className={`inline-flex items-center gap-2 rounded-[0.375rem] px-3 text-sm font-medium whitespace-nowrap ${
              selected ? 'bg-accent text-accent-ink' : 'text-ink-muted hover:text-ink'
            }`}
          >
            {_(option.label)}
            {option.value === 'pending' ? <PendingCountBadge slug={slug} /> : null}
          </button>
        );
      })}
    </div>
  );
}
