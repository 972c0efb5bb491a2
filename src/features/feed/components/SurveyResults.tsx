import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { SurveyConfig } from '../../../api/schemas/feed';
import { formatDay, parseSiteDate } from '../../../lib/dates';
import { intlLocale } from '../../../lib/i18n/intl-locale';

/** `meta.survey_config`: each option with its votes and a bar (behaviour.md, "Feeds"). */
export function SurveyResults({ survey }: { survey: SurveyConfig }) {
  const headingId = useId();
  const total = survey.options.reduce((sum, option) => sum + option.vote_counts, 0);
  const ends = parseSiteDate(survey.end_date);
  const { t } = useLingui();
  const percentFormat = new Intl.NumberFormat(intlLocale(), {
    style: 'percent',
    maximumFractionDigits: 0,
  });
  const kind = survey.type === 'multi_choice' ? t`Multiple choice` : t`Single choice`;
  const day = ends ? formatDay(ends) : '';
  return (
    <section aria-labelledby={headingId} className="rounded-control border border-border p-3">
      <p id={headingId} className="text-xs font-medium text-ink-muted">
        {ends ? (
          <Trans>
            Survey · {kind} · <Plural value={total} one="# vote" other="# votes" /> · ends {day}
          </Trans>
        ) : (
          <Trans>
            Survey · {kind} · <Plural value={total} one="# vote" other="# votes" />
          </Trans>
        )}
      </p>
      <ul className="mt-2 flex flex-col gap-2">
        {survey.options.map((option) => {
          const share = total > 0 ? option.vote_counts / total : 0;
          const percent = percentFormat.format(share);
          const votes = option.vote_counts;
          return (
            <li key={option.slug} className="text-sm">
              <div className="flex items-baseline justify-between gap-3">
                <span className="min-w-0 break-words text-ink" dir="auto">
                  {option.title}
                  {option.voted ? (
                    <span className="text-ink-muted">
                      {' '}
                      <Trans>(your vote)</Trans>
                    </span>
                  ) : null}
                </span>
                <span className="shrink-0 text-ink-muted tabular-nums">
                  <Plural
                    value={votes}
                    one={`# vote · ${percent}`}
                    other={`# votes · ${percent}`}
                  />
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
