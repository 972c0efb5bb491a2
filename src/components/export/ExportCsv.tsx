import { countOf } from '../../lib/plural';
import { Button } from '../Button';
import { Callout } from '../Callout';
import { ErrorState } from '../ErrorState';
import { Icon } from '../Icon';
import { ProgressBar } from '../ProgressBar';
import { useCsvExport, type CsvExportJob } from './use-csv-export';

interface ExportCsvProps<T> {
  /** Builds the job when the button is pressed (with the columns visible at that moment). */
  job: () => CsvExportJob<T>;
  disabled?: boolean;
  /** "member", "student" (singular). */
  noun: string;
}

const numberFormat = new Intl.NumberFormat('en');

/**
 * "Export CSV": downloads every row of the current filter, all pages, with a progress bar and
 * a cancel button while the pages are walked.
 */
export function ExportCsv<T>({ job, disabled = false, noun }: ExportCsvProps<T>) {
  const { state, start, cancel, dismiss } = useCsvExport();
  const progress = state.status === 'running' ? state.progress : null;
  const percent = progress ? (progress.page / Math.max(1, progress.lastPage)) * 100 : 0;
  return (
    <div className="flex flex-col items-end gap-2">
      {state.status === 'running' ? (
        <div className="flex items-center gap-2" role="status">
          <ProgressBar value={percent} label="Export progress" className="w-32" />
          <span className="text-xs whitespace-nowrap text-ink-muted tabular-nums">
            {progress
              ? `Page ${numberFormat.format(progress.page)} of ${numberFormat.format(progress.lastPage)}`
              : 'Starting…'}
          </span>
          <Button size="sm" onClick={cancel}>
            Cancel export
          </Button>
        </div>
      ) : (
        <Button onClick={() => void start(job())} disabled={disabled}>
          <Icon name="download" />
          Export CSV
        </Button>
      )}
      {state.status === 'done' || state.status === 'cancelled' ? (
        <Callout
          role="status"
          tone={state.status === 'done' ? 'success' : 'info'}
          className="flex items-center gap-3"
        >
          <span>
            {state.status === 'done'
              ? `Exported ${countOf(state.rows, noun)} to ${state.fileName}.`
              : 'Export cancelled: nothing was downloaded.'}
          </span>
          <Button variant="ghost" size="sm" onClick={dismiss}>
            Dismiss
          </Button>
        </Callout>
      ) : null}
      {state.status === 'failed' ? (
        <div className="w-full max-w-md">
          <ErrorState
            error={state.error}
            title="The export failed"
            onRetry={() => void start(job())}
          />
        </div>
      ) : null}
    </div>
  );
}
