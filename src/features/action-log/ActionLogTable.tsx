import { Trans } from '@lingui/react/macro';
import { Sentence } from '../../components/Sentence';
import type { ActionLogEntry, ActionResult } from '../../lib/action-log/entry';
import { intlLocale } from '../../lib/i18n/intl-locale';
import { resultLabel } from './result-labels';

/** The colour of each result's dot. */
const RESULT_DOT: Record<ActionResult, string> = {
  done: 'bg-success',
  refused: 'bg-danger',
  failed: 'bg-warning',
};

/** The log's rows: when (this device's time), who, what (and where), and the site's answer. */
export function ActionLogTable({ entries }: { entries: readonly ActionLogEntry[] }) {
  const whenFormat = new Intl.DateTimeFormat(intlLocale(), {
    dateStyle: 'medium',
    timeStyle: 'medium',
  });
  return (
    <div className="overflow-x-auto rounded-card border border-border bg-surface">
      <table className="w-full text-start text-sm">
        <caption className="sr-only">
          <Trans>Actions, newest first</Trans>
        </caption>
        <thead className="border-b border-border bg-surface-muted text-xs text-ink-muted">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              <Trans>When</Trans>
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              <Trans>Who</Trans>
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              <Trans>What</Trans>
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              <Trans>Result</Trans>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {entries.map((entry) => {
            const place = entry.place;
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
                  {/* Words recorded when the action was taken, names apart (lib/action-log). */}
                  <Sentence parts={entry.what} />
                  {place ? (
                    <span className="block text-xs text-ink-muted">
                      <Trans comment="Under an action: the space or course it was taken in.">
                        Where: <bdi>{place}</bdi>
                      </Trans>
                    </span>
                  ) : null}
                </td>
                <td className="px-3 py-2">
                  <span className="inline-flex items-center gap-1.5 font-medium text-ink">
                    <span
                      aria-hidden="true"
                      className={`size-1.5 rounded-full ${RESULT_DOT[entry.result]}`}
                    />
                    {resultLabel(entry.result)}
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
