import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../Button';
import { Callout } from '../Callout';
import { ErrorState } from '../ErrorState';
import { countedNoun } from '../counted';
import { Icon } from '../Icon';
import { formatNumber } from '../number-format';
import { ProgressBar } from '../ProgressBar';
import { useCsvExport, type CsvExportJob } from './use-csv-export';

interface ExportCsvProps<T> {
  /** Builds the job when the button is pressed (with the columns visible at that moment). */
  job: () => CsvExportJob<T>;
  disabled?: boolean;
  /** "member", "student" (singular). */
  noun: string;
}

/**
 * "Export CSV": downloads every row of the current filter, all pages, with a progress bar and
 * a cancel button while the pages are walked.
 */
export function ExportCsv<T>({ job, disabled = false, noun }: ExportCsvProps<T>) {
  const { t } = useLingui();
  const { state, start, cancel, dismiss } = useCsvExport();
  const progress = state.status === 'running' ? state.progress : null;
  const percent = progress ? (progress.page / Math.max(1, progress.lastPage)) * 100 : 0;
  return (
    <div className="flex flex-col items-end gap-2">
      {state.status === 'running' ? (
        <div className="flex items-center gap-2" role="status">
          <ProgressBar value={percent} label={t`Export progress`} className="w-32" />
          <span className="text-xs whitespace-nowrap text-ink-muted tabular-nums">
            {progress ? <PageOf current={progress.page} last={progress.lastPage} /> : t`Starting…`}
          </span>
          <Button size="sm" onClick={cancel}>
            <Trans>Cancel export</Trans>
          </Button>
        </div>
      ) : (
        <Button onClick={() => void start(job())} disabled={disabled}>
          <Icon name="download" />
          <Trans>Export CSV</Trans>
        </Button>
      )}
      {state.status === 'done' || state.status === 'cancelled' ? (
        <Callout
          role="status"
          tone={state.status === 'done' ? 'success' : 'info'}
          className="flex items-center gap-3"
        >
          <span>
            {state.status === 'done' ? (
              <Exported rows={countedNoun(state.rows, noun)} fileName={state.fileName} />
            ) : (
              <Trans>Export cancelled: nothing was downloaded.</Trans>
            )}
          </span>
          <Button variant="ghost" size="sm" onClick={dismiss}>
            <Trans>Dismiss</Trans>
          </Button>
        </Callout>
      ) : null}
      {state.status === 'failed' ? (
        <div className="w-full max-w-md">
          <ErrorState
            error={state.error}
            title={t`The export failed`}
            onRetry={() => void start(job())}
          />
        </div>
      ) : null}
    </div>
  );
}

/** "Page 3 of 12" while the pages are walked. */
function PageOf({ current, last }: { current: number; last: number }) {
  const page = formatNumber(current);
  const pages = formatNumber(last);
  return (
    <Trans>
      Page {page} of {pages}
    </Trans>
  );
}

/** "Exported 120 members to members.csv." (the file's name may carry a space's title). */
function Exported({ rows, fileName }: { rows: string; fileName: string }) {
  return (
    <Trans comment='{rows}: "120 members"; {fileName}: the file downloaded'>
      Exported {rows} to <bdi>{fileName}</bdi>.
    </Trans>
  );
}
