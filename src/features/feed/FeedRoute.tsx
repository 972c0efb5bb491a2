/* Interim module: replaced by the feature's real page in this same change set. */
export function FeedRoute() {
  return <p className="p-6 text-ink-muted">Loading this section…</p>;
}
