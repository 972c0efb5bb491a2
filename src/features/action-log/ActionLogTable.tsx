import { Sentence } from '../../components/Sentence';
import type { ActionLogEntry, ActionResult } from '../../lib/action-log/entry';

const whenFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'medium' });

const RESULT: Record<ActionResult, { label: string; dot: string }> = {
  done: { label: 'Done', dot: 'bg-success' },
  refused: { label: 'Refused', dot: 'bg-danger' },
  failed: { label: 'Failed', dot: 'bg-warning' },
};

/** The log's rows: when (this device's time), who, what (and where), and the site's answer. */
export function ActionLogTable({ entries }: { entries: readonly ActionLogEntry[] }) {
  return (
    <div className="overflow-x-auto rounded-card border border-border bg-surface">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Actions, newest first</caption>
        <thead className="border-b border-border bg-surface-muted text-xs text-ink-muted">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              When
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Who
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              What
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Result
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {entries.map((entry) => {
            const result = RESULT[entry.result];
            return (
              <tr key={entry.id} className="align-top">
                <td className="px-3 py-2 whitespace-nowrap text-ink-muted tabular-nums">
                  <time dateTime={new Date(entry.at).toISOString()}>
                    {whenFormat.format(entry.at)}
                  </time>
                </td>
                <td className="px-3 py-2">
                  <bdi>{entry.who}</bdi>
                </td>
                <td className="px-3 py-2 text-ink">
                  <Sentence parts={entry.what} />
                  {entry.place ? (
                    <span className="block text-xs text-ink-muted">
                      Where: <bdi>{entry.place}</bdi>
                    </span>
                  ) : null}
                </td>
                <td className="px-3 py-2">
                  <span className="inline-flex items-center gap-1.5 font-medium text-ink">
                    <span aria-hidden="true" className={`size-1.5 rounded-full ${result.dot}`} />
                    {result.label}
                  </span>
                  {entry.detail ? (
                    <span className="block max-w-md text-xs text-ink-muted">
                      <bdi>{entry.detail}</bdi>
                    </span>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
