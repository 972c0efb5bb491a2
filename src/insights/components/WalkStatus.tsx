import { Button } from '../../components/Button';
import { Callout } from '../../components/Callout';
import { ProgressBar } from '../../components/ProgressBar';
import { Sentence } from '../../components/Sentence';
import { sentenceText, type SentencePart } from '../../lib/sentence';
import type { InsightsWalk, WalkDataBase } from '../../lib/walks/use-walk';

const numberFormat = new Intl.NumberFormat('en');

interface WalkStatusProps {
  walk: InsightsWalk<WalkDataBase>;
  /** What the walk reads: `{ one: 'member', other: 'members' }`. */
  noun: { one: string; other: string };
  /**
   * What it is for, in the progress label: "Reading members of General", the place's title a
   * part of its own (lib/sentence.ts).
   */
  what: string | readonly SentencePart[];
}

/**
 * How a walk stands, above the figures it feeds: a progress bar that says "312 of 2,000
 * members" with Cancel while it runs; after a cancel or a failure part way, a note that the
 * figures are partial with Resume; a failure before anything was read, with Try again.
 */
export function WalkStatus({ walk, noun, what: whatGiven }: WalkStatusProps) {
  const { progress, data, error } = walk;
  const what = typeof whatGiven === 'string' ? [whatGiven] : whatGiven;
  if (walk.isWalking && progress) {
    const { rows, total } = progress;
    const counted =
      total === null
        ? `${numberFormat.format(rows)} ${rows === 1 ? noun.one : noun.other}`
        : `${numberFormat.format(rows)} of ${numberFormat.format(total)} ${total === 1 ? noun.one : noun.other}`;
    return (
      <div
        role="status"
        className="flex flex-wrap items-center gap-3 rounded-card border border-border bg-surface px-4 py-3"
      >
        <div className="min-w-56 flex-1">
          <p className="text-sm text-ink">
            <Sentence parts={what} />: {counted}
          </p>
          <ProgressBar
            value={total ? (rows / total) * 100 : 0}
            label={`${sentenceText(what)}: ${counted}`}
            className="mt-1.5"
          />
        </div>
        <Button onClick={walk.cancel}>Cancel</Button>
      </div>
    );
  }
  if (walk.isWalking) {
    return (
      <p role="status" className="text-sm text-ink-muted">
        <Sentence parts={what} />…
      </p>
    );
  }
  if (data && !data.complete) {
    return (
      <Callout tone="warning" role="status" title="These figures are partial">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p>
            {data.stoppedBy === 'failed'
              ? `Reading ${noun.other} stopped on an error${error ? `: ${error.message}` : ''}.`
              : `Reading ${noun.other} was stopped before the end.`}{' '}
            The charts below show only what was read.
          </p>
          <Button onClick={walk.resume}>Resume</Button>
        </div>
      </Callout>
    );
  }
  if (error) {
    return (
      <Callout tone="danger" role="alert" title={`Could not read the ${noun.other}`}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p>
            {error.message}
            {data ? ' The figures below are from the last complete reading.' : ''}
          </p>
          <Button onClick={walk.resume}>Try again</Button>
        </div>
      </Callout>
    );
  }
  return null;
}
