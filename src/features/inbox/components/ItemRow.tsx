import type { ReactNode } from 'react';
import { Avatar } from '../../../components/Avatar';
import { SelectBox } from '../../../components/bulk/SelectBox';
import { safeHttpUrl } from '../../../lib/safe-url';

interface ItemRowProps {
  /** The person the item is about (the requester, the author, the profile). */
  person: { name: string; avatar: string };
  /** Absent: this section has no bulk actions. */
  select?: { label: string; picked: boolean; locked: boolean; onToggle: (shift: boolean) => void };
  /** The item's lines: who, what, how long it has waited. */
  children: ReactNode;
  actions: ReactNode;
}

/** One item of the inbox: its box for a bulk action, the person, what waits, its actions. */
export function ItemRow({ person, select, children, actions }: ItemRowProps) {
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-card border border-border bg-surface px-3 py-2">
      {select ? (
        <SelectBox
          label={select.label}
          state={select.picked}
          disabled={select.locked}
          onToggle={select.onToggle}
        />
      ) : null}
      <Avatar src={safeHttpUrl(person.avatar)} name={person.name} size={32} />
      <div className="min-w-0 flex-1 text-sm">{children}</div>
      {/* Longer words (German) need more room: the actions wrap under each other on a phone. */}
      <div className="flex min-w-0 flex-wrap justify-end gap-2">{actions}</div>
    </li>
  );
}
