import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';

/** Dot colours by value; the text itself stays in the body colour, readable in both themes. */
const DOTS: Record<string, { className: string }> = {
  active: { className: 'bg-success' },
  pending: { className: 'bg-warning' },
  blocked: { className: 'bg-danger' },
  admin: { className: 'bg-accent' },
  moderator: { className: 'bg-accent' },
};

/** The words of each status or role the site sends (a pill: one word, as an adjective or a role). */
const LABELS: Record<string, MessageDescriptor> = {
  active: msg({ context: 'status', message: 'Active' }),
  pending: msg({ context: 'status', message: 'Pending' }),
  blocked: msg({ context: 'status', message: 'Blocked' }),
  admin: msg({ context: 'role', message: 'Admin' }),
  moderator: msg({ context: 'role', message: 'Moderator' }),
  member: msg({ context: 'role', message: 'Member' }),
  student: msg({ context: 'role', message: 'Student' }),
  public: msg({ context: 'privacy', message: 'Public' }),
  private: msg({ context: 'privacy', message: 'Private' }),
  secret: msg({ context: 'privacy', message: 'Secret' }),
  published: msg({ context: 'status', message: 'Published' }),
  draft: msg({ context: 'status', message: 'Draft' }),
};

/** A status or role as a small pill; values the site may add later show as they are. */
export function StatusPill({ value }: { value: string }) {
  const { _ } = useLingui();
  const label = LABELS[value];
  return (
    <span
      className="inline-flex max-w-32 items-center gap-1.5 rounded-pill border border-border bg-surface px-2 text-xs leading-5 font-medium text-ink"
      title={label ? _(label) : value}
      dir={label ? undefined : 'auto'}
    >
      <span
        aria-hidden="true"
        className={`size-1.5 shrink-0 rounded-full ${DOTS[value]?.className ?? 'bg-ink-muted/60'}`}
      />
      <span className="truncate">{label ? _(label) : value || '—'}</span>
    </span>
  );
}
