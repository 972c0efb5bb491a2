import { t } from '@lingui/core/macro';
import { formatNumber } from '../number-format';

/** A number compared with the same number over the previous period. */
export interface StatChangeInput {
  previous: number;
  /** What `previous` covers, after "vs": "previous 7 days" (default "previous period"). */
  period?: string;
  /** Which way is good news: up for members joined, down for pending requests (default up). */
  better?: 'up' | 'down';
}

/** How a change is shown: its direction, a short visible text and a full spoken one. */
export interface StatChange {
  direction: 'up' | 'down' | 'flat';
  /** Whether the direction is the good one (flat is neither). */
  tone: 'good' | 'bad' | 'neutral';
  /** "+12% vs previous 7 days", "−8% vs previous 7 days", "No change vs previous 7 days". */
  text: string;
  /** "Up 12% from 1,000 in the previous 7 days": the same without signs or colour. */
  spoken: string;
}

const MINUS = '\u2212';

/** A share as "12%", or with one significant digit below 1% ("0.4%"), never signed. */
function formatShare(share: number): string {
  const options: Intl.NumberFormatOptions =
    share < 0.01 ? { style: 'percent', maximumSignificantDigits: 1 } : { style: 'percent' };
  return formatNumber(share, options);
}

/**
 * Compares `value` with the previous period's. A previous of 0 has no percentage: any rise
 * from it reads "Up from 0". Text never relies on colour: a sign, a word and (in the card) an
 * arrow say the direction.
 */
export function statChange(value: number, change: StatChangeInput): StatChange {
  const period = change.period ?? t`previous period`;
  const previous = formatNumber(change.previous);
  if (value === change.previous) {
    return {
      direction: 'flat',
      tone: 'neutral',
      text: t({
        comment: 'A number on the overview compared with {period}: "previous 7 days"',
        message: `No change vs ${period}`,
      }),
      spoken: t({
        comment: '{previous} is the number of {period}: "previous 7 days"',
        message: `No change from ${previous} in the ${period}`,
      }),
    };
  }
  const direction = value > change.previous ? 'up' : 'down';
  const tone = direction === (change.better ?? 'up') ? 'good' : 'bad';
  const zero = formatNumber(0);
  if (change.previous === 0) {
    return {
      direction,
      tone,
      text:
        direction === 'up' ? t`Up from ${zero} vs ${period}` : t`Down from ${zero} vs ${period}`,
      spoken:
        direction === 'up'
          ? t`Up from ${zero} in the ${period}`
          : t`Down from ${zero} in the ${period}`,
    };
  }
  const share = formatShare(Math.abs(value - change.previous) / Math.abs(change.previous));
  // A sign before the share, as a figure is written: + or − (U+2212, the minus sign).
  const signedShare = `${direction === 'up' ? '+' : MINUS}${share}`;
  return {
    direction,
    tone,
    text: t({
      comment: '{signedShare} is the change with its sign: +12%, −8%; {period}: "previous 7 days"',
      message: `${signedShare} vs ${period}`,
    }),
    spoken:
      direction === 'up'
        ? t`Up ${share} from ${previous} in the ${period}`
        : t`Down ${share} from ${previous} in the ${period}`,
  };
}
