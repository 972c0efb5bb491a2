/** A card's figure beside the same figure for the period before it. */
export interface PeriodChange {
  current: number;
  previous: number;
  /**
   * The relative change, `(current - previous) / previous`: 0.25 is "+25%", -1 is "-100%".
   * Null when `previous` is 0, where no percentage means anything ("new" is the page's word).
   */
  ratio: number | null;
}

/** How a figure moved from the previous period to the current one, for the overview's cards. */
export function periodChange(current: number, previous: number): PeriodChange {
  return { current, previous, ratio: previous === 0 ? null : (current - previous) / previous };
}
