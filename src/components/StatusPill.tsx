/** Dot colours by value; the text itself stays in the body colour, readable in both themes. */
const DOTS: Record<string, string> = {
  active: 'bg-success',
  pending: 'bg-warning',
  blocked: 'bg-danger',
  admin: 'bg-accent',
  moderator: 'bg-accent',
};

const LABELS: Record<string, string> = {
  active: 'Active',
  pending: 'Pending',
  blocked: 'Blocked',
  admin: 'Admin',
  moderator: 'Moderator',
  member: 'Member',
  student: 'Student',
  public: 'Public',
  private: 'Private',
  secret: 'Secret',
  published: 'Published',
  draft: 'Draft',
};

/** A status or role as a small pill; values the site may add later show as they are. */
export function StatusPill({ value }: { value: string }) {
  return (
    <span
      className="inline-flex max-w-32 items-center gap-1.5 rounded-pill border border-border bg-surface px-2 text-xs leading-5 font-medium text-ink"
      title={value}
    >
      <span
        aria-hidden="true"
        className={`size-1.5 shrink-0 rounded-full ${DOTS[value] ?? 'bg-ink-muted/60'}`}
      />
      <span className="truncate">{LABELS[value] ?? (value || '—')}</span>
    </span>
  );
}
