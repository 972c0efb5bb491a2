import { useId } from 'react';
import type { SurveyConfig } from '../../../api/schemas/feed';
import { formatDay, parseSiteDate } from '../../../lib/dates';
import { countLabel } from '../reactions-summary';

const percentFormat = new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 0 });

/** `meta.survey_config`: each option with its votes and a bar (behaviour.md, "Feeds"). */
export function SurveyResults({ survey }: { survey: SurveyConfig }) {
  const headingId = useId();
  const total = survey.options.reduce((sum, option) => sum + option.vote_counts, 0);
  const ends = parseSiteDate(survey.end_date);
  const kind = survey.type === 'multi_choice' ? 'Multiple choice' : 'Single choice';
  return (
    <section aria-labelledby={headingId} className="rounded-control border border-border p-3">
      <p id={headingId} className="text-xs font-medium text-ink-muted">
        Survey · {kind} · {countLabel(total, 'vote', 'votes')}
        {ends ? ` · ends ${formatDay(ends)}` : ''}
      </p>
      <ul className="mt-2 flex flex-col gap-2">
        {survey.options.map((option) => {
          const share = total > 0 ? option.vote_counts / total : 0;
          return (
            <li key={option.slug} className="text-sm">
              <div className="flex items-baseline justify-between gap-3">
                <span className="min-w-0 break-words text-ink" dir="auto">
                  {option.title}
                  {option.voted ? <span className="text-ink-muted"> (your vote)</span> : null}
                </span>
                <span className="shrink-0 text-ink-muted tabular-nums">
                  {countLabel(option.vote_counts, 'vote', 'votes')} · {percentFormat.format(share)}
                </span>
              </div>
              <div
                aria-hidden="true"
                className="mt-1 h-2 overflow-hidden rounded-pill bg-surface-muted"
              >
                <div
                  className="h-full rounded-pill bg-accent"
                  style={{ width: `${share * 100}%` }}
                />
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
