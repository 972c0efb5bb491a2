/**
 * Timestamps as WordPress stores them: `YYYY-MM-DD HH:MM:SS`, UTC, no zone (behaviour.md,
 * "What real sites send": dates).
 */
export function toSqlTimestamp(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}

export function fromSqlTimestamp(text: string): Date {
  return new Date(`${text.replace(' ', 'T')}Z`);
}

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
