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

const numberFormat = new Intl.NumberFormat('en');
const MINUS = '\u2212';

/** A share as "12%", or with one significant digit below 1% ("0.4%"), never signed. */
function formatShare(share: number): string {
  const options: Intl.NumberFormatOptions =
    share < 0.01 ? { style: 'percent', maximumSignificantDigits: 1 } : { style: 'percent' };
  return new Intl.NumberFormat('en', options).format(share);
}

/**
 * Compares `value` with the previous period's. A previous of 0 has no percentage: any rise
 * from it reads "Up from 0". Text never relies on colour: a sign, a word and (in the card) an
 * arrow say the direction.
 */
export function statChange(value: number, change: StatChangeInput): StatChange {
  const period = change.period ?? 'previous period';
  const previous = numberFormat.format(change.previous);
  if (value === change.previous) {
    return {
      direction: 'flat',
      tone: 'neutral',
      text: `No change vs ${period}`,
      spoken: `No change from ${previous} in the ${period}`,
    };
  }
  const direction = value > change.previous ? 'up' : 'down';
  const tone = direction === (change.better ?? 'up') ? 'good' : 'bad';
  const word = direction === 'up' ? 'Up' : 'Down';
  if (change.previous === 0) {
    return {
      direction,
      tone,
      text: `${word} from 0 vs ${period}`,
      spoken: `${word} from 0 in the ${period}`,
    };
  }
  const share = formatShare(Math.abs(value - change.previous) / Math.abs(change.previous));
  return {
    direction,
    tone,
    text: `${direction === 'up' ? '+' : MINUS}${share} vs ${period}`,
    spoken: `${word} ${share} from ${previous} in the ${period}`,
  };
}
