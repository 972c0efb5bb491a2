import { t } from '@lingui/core/macro';

/**
 * What the course charts count, as a chart's unit says it after a number: two forms only, as
 * the shared chart table has them (components/charts/chart-table.ts).
 */
export function studentUnit(): { one: string; other: string } {
  return {
    one: t({ comment: "A chart's unit, after a count of one.", message: 'student' }),
    other: t({ comment: "A chart's unit, after a count other than one.", message: 'students' }),
  };
}
