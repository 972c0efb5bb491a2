/** A username as `@name`, cut with an ellipsis when long (whole on hover). */
export function UsernameText({ username }: { username: string }) {
  if (!username) return <span className="text-ink-muted">—</span>;
  return (
    <span className="block max-w-40 truncate text-ink-muted" dir="auto" title={username}>
      @{username}
    </span>
  );
}
