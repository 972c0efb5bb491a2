import { Trans, useLingui } from '@lingui/react/macro';
import { formatDay, formatExact, formatRelative, parseSiteDate } from '../lib/dates';

interface DateTextProps {
  /** A site timestamp, `YYYY-MM-DD HH:MM:SS` (behaviour.md, "What real sites send"). */
  value: string | null | undefined;
  /** `relative`: "3 days ago"; `day`: "21 Nov 2026". The exact time shows on hover. */
  style: 'relative' | 'day';
}

/** A date from the site; "—" when the site sent none (privacy settings can hide dates). */
export function DateText({ value, style }: DateTextProps) {
  const { t } = useLingui();
  const date = parseSiteDate(value);
  if (!date) {
    return (
      <span className="text-ink-muted" title={t`Not known`}>
        —
        <span className="sr-only">
          <Trans comment="A date the site did not send">not known</Trans>
        </span>
      </span>
    );
  }
  return (
    <time dateTime={date.toISOString()} title={formatExact(date)} className="whitespace-nowrap">
      {style === 'relative' ? formatRelative(date) : formatDay(date)}
    </time>
  );
}
