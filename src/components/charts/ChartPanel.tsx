import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type ReactNode } from 'react';
import { downloadFile, exportFileName } from '../../lib/download';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { ChartDataTable } from './ChartDataTable';
import { chartTableCsv, type ChartTable } from './chart-table';

interface ChartPanelProps {
  title: string;
  /** The numbers behind the chart: its data table and CSV. */
  table: ChartTable;
  /** Where the numbers come from, under the title: "From all 2,000 members, 2 minutes ago". */
  provenance?: ReactNode;
  /** The numbers cover only part of the data (a scan stopped or still running). */
  partial?: boolean;
  /** The chart itself, passed in so this card never loads the chart code. */
  children: ReactNode;
  /** A line under the chart that the table view keeps too: "And 1,204 joined before 8 Jun." */
  note?: ReactNode;
  /** More buttons beside the table toggle: the page's Cancel / Resume. */
  actions?: ReactNode;
  /** The title's heading level in the page's outline (default 2). */
  headingLevel?: 2 | 3;
}

/**
 * The card around a chart: a titled section with where its numbers come from, a Partial badge
 * when they are incomplete, a toggle between the chart and its data table, and a CSV download
 * of the same rows. Holds no chart code itself, so pages can draw it before the chart loads.
 */
export function ChartPanel({
  title,
  table,
  provenance,
  partial = false,
  children,
  note,
  actions,
  headingLevel = 2,
}: ChartPanelProps) {
  const { t } = useLingui();
  const headingId = useId();
  const [tableShown, setTableShown] = useState(false);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  function downloadCsv() {
    downloadFile(
      exportFileName([table.caption], 'csv'),
      chartTableCsv(table),
      'text/csv;charset=utf-8',
    );
  }

  return (
    <section
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col gap-3 rounded-card border border-border bg-surface p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-56 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <Heading id={headingId} className="text-base font-semibold text-ink">
              {title}
            </Heading>
            {partial ? (
              <span className="inline-flex items-center gap-1.5 rounded-pill border border-warning/40 bg-warning/10 px-2 text-xs leading-5 font-medium text-ink">
                <span aria-hidden="true" className="size-1.5 rounded-full bg-warning" />
                <Trans comment="A badge on a chart whose numbers are incomplete">Partial</Trans>
              </span>
            ) : null}
          </div>
          {provenance ? <p className="mt-0.5 text-sm text-ink-muted">{provenance}</p> : null}
          {partial ? (
            <p className="mt-0.5 text-sm text-ink-muted">
              <Trans>These numbers cover only the data read so far.</Trans>
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {actions}
          <Button
            size="sm"
            aria-pressed={tableShown}
            aria-label={tableShown ? t`Show chart: ${title}` : t`Show table: ${title}`}
            onClick={() => setTableShown((was) => !was)}
          >
            {tableShown ? <Trans>Show chart</Trans> : <Trans>Show table</Trans>}
          </Button>
          <Button size="sm" aria-label={t`Download CSV: ${title}`} onClick={downloadCsv}>
            <Icon name="download" />
            <Trans>Download CSV</Trans>
          </Button>
        </div>
      </div>
      {tableShown ? <ChartDataTable table={table} /> : children}
      {note ? <p className="text-sm text-ink-muted">{note}</p> : null}
    </section>
  );
}
