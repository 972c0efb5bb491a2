import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../components/Button';
import { Callout } from '../../components/Callout';
import { ProgressBar } from '../../components/ProgressBar';
import { Sentence } from '../../components/Sentence';
import { sentenceText, type SentencePart } from '../../lib/sentence';
import type { InsightsWalk, WalkDataBase } from '../../lib/walks/use-walk';
import { nounSentences, type Noun } from '../noun';

interface WalkStatusProps {
  walk: InsightsWalk<WalkDataBase>;
  /** What the walk reads: `NOUNS.member` (insights/noun.ts). */
  noun: Noun;
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
  const { t } = useLingui();
  const { progress, data, error } = walk;
  const what = typeof whatGiven === 'string' ? [whatGiven] : whatGiven;
  const sentences = nounSentences(noun);
  if (walk.isWalking && progress) {
    const { rows, total } = progress;
    const counted = total === null ? sentences.count(rows) : sentences.ofTotal(rows, total);
    const reading = sentenceText(what);
    return (
      <div
        role="status"
        className="flex flex-wrap items-center gap-3 rounded-card border border-border bg-surface px-4 py-3"
      >
        <div className="min-w-56 flex-1">
          <p className="text-sm text-ink">
            <Trans comment="What is being read (Reading members of General), then how much of it">
              <Sentence parts={what} />: {counted}
            </Trans>
          </p>
          <ProgressBar
            value={total ? (rows / total) * 100 : 0}
            label={t({
              comment: 'What is being read (Reading members of General), then how much of it',
              message: `${reading}: ${counted}`,
            })}
            className="mt-1.5"
          />
        </div>
        <Button onClick={walk.cancel}>
          <Trans>Cancel</Trans>
        </Button>
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
      <Callout tone="warning" role="status" title={t`These figures are partial`}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p>
            {data.stoppedBy === 'failed'
              ? error
                ? sentences.stoppedOnError(error.message)
                : sentences.stoppedOnSomeError()
              : sentences.stopped()}{' '}
            <Trans>The charts below show only what was read.</Trans>
          </p>
          <Button onClick={walk.resume}>
            <Trans>Resume</Trans>
          </Button>
        </div>
      </Callout>
    );
  }
  if (error) {
    return (
      <Callout tone="danger" role="alert" title={sentences.couldNotRead()}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p>
            {error.message}
            {data ? (
              <>
                {' '}
                <Trans>The figures below are from the last complete reading.</Trans>
              </>
            ) : null}
          </p>
          <Button onClick={walk.resume}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      </Callout>
    );
  }
  return null;
}
