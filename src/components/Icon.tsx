interface IconShape {
  /** The side of the square grid the paths are drawn on. */
  grid: 16 | 20 | 24;
  /** Drawn as a line in the text colour (or, over `solid`, in the surface colour). */
  line: string;
  /** Filled with the text colour, under `line`: a badge with a mark cut out of it. */
  solid?: string;
}

/**
 * Every icon of the dashboard, one path each (two for a badge), inline so no request or sprite
 * is needed. Line icons share one stroke so they look alike wherever they are.
 */
/* eslint-disable lingui/no-unlocalized-strings -- SVG path data: its letters are drawing commands, not words */
const ICON_SHAPES = {
  search: { grid: 16, line: 'M11.5 7a4.5 4.5 0 1 1-9 0 4.5 4.5 0 0 1 9 0zM10.5 10.5L14 14' },
  download: { grid: 16, line: 'M8 2v8M4.5 6.5L8 10l3.5-3.5M3 13h10' },
  columns: { grid: 16, line: 'M2.5 3h11v10h-11zM6.5 3v10M10 3v10' },
  firstPage: { grid: 16, line: 'M11 4L7 8l4 4M5 4v8' },
  previousPage: { grid: 16, line: 'M10 4L6 8l4 4' },
  nextPage: { grid: 16, line: 'M6 4l4 4-4 4' },
  lastPage: { grid: 16, line: 'M5 4l4 4-4 4M11 4v8' },
  sortAscending: { grid: 16, line: 'M8 13V3M4 7l4-4 4 4' },
  sortDescending: { grid: 16, line: 'M8 3v10M4 9l4 4 4-4' },
  sortable: { grid: 16, line: 'M5 6l3-3 3 3M5 10l3 3 3-3' },
  menu: { grid: 24, line: 'M4 6h16M4 12h16M4 18h16' },
  inbox: { grid: 24, line: 'M4 13h4.5l1 3h5l1-3H20M4 13l2.5-8h11l2.5 8v6H4v-6z' },
  feed: { grid: 24, line: 'M4 6h16M4 12h16M4 18h10' },
  chart: { grid: 24, line: 'M4 20h16M7 17v-6M12 17V5M17 17V9' },
  people: {
    grid: 24,
    line: 'M16 19v-1a4 4 0 0 0-4-4H7a4 4 0 0 0-4 4v1M9.5 10a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM21 19v-1a4 4 0 0 0-3-3.9M16 3.1a3.5 3.5 0 0 1 0 6.8',
  },
  mortarboard: {
    grid: 24,
    line: 'M3 8l9-4 9 4-9 4-9-4zM7 10v5c0 1.5 2.2 3 5 3s5-1.5 5-3v-5M21 8v6',
  },
  monitor: { grid: 24, line: 'M4 5h16v10H4zM9 19h6M12 15v4' },
  sun: {
    grid: 24,
    line: 'M12 4v2M12 18v2M4 12h2M18 12h2M6.3 6.3l1.4 1.4M16.3 16.3l1.4 1.4M6.3 17.7l1.4-1.4M16.3 7.7l1.4-1.4M12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6z',
  },
  moon: { grid: 24, line: 'M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z' },
  pin: { grid: 24, line: 'M9 4h6l-1 5 3 3v2H7v-2l3-3-1-5zM12 14v6' },
  comment: { grid: 24, line: 'M4 5h16v11H9l-5 4V5z' },
  heart: { grid: 24, line: 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z' },
  play: { grid: 24, line: 'M8 5v14l11-7L8 5z' },
  document: { grid: 24, line: 'M7 3h7l5 5v13H7V3zM14 3v5h5' },
  filter: { grid: 24, line: 'M4 5h16l-6 7v6l-4 2v-8L4 5z' },
  external: { grid: 24, line: 'M14 4h6v6M20 4l-9 9M18 14v6H4V6h6' },
  history: { grid: 24, line: 'M4 12a8 8 0 1 0 2.4-5.7M4 4v4h4M12 8v4l3 2' },
  bookmark: { grid: 24, line: 'M6 4h12v16l-6-4-6 4V4z' },
  more: {
    grid: 24,
    line: 'M6 12a1 1 0 1 1-2 0 1 1 0 0 1 2 0zM13 12a1 1 0 1 1-2 0 1 1 0 0 1 2 0zM20 12a1 1 0 1 1-2 0 1 1 0 0 1 2 0z',
  },
  verified: {
    grid: 20,
    solid:
      'M10 1.5l2.2 1.6 2.7-.1.9 2.6 2.2 1.6-.8 2.6.8 2.6-2.2 1.6-.9 2.6-2.7-.1L10 18.5l-2.2-1.6-2.7.1-.9-2.6-2.2-1.6.8-2.6-.8-2.6 2.2-1.6.9-2.6 2.7.1z',
    line: 'M6.5 10.2l2.3 2.3 4.7-4.8',
  },
} satisfies Record<string, IconShape>;
/* eslint-enable lingui/no-unlocalized-strings */

export type IconName = keyof typeof ICON_SHAPES;

/**
 * The icons that point along the line of reading, drawn for left to right: in right to left
 * (Arabic) they are mirrored, so "next page" and "last page" point left, the way the reader
 * goes on, "previous"/"first" point right, back to where the line started, and "open on the
 * site" sends its arrow out past the end of the line as it does in English. Icons that point
 * up or down (sorting, a change up or down) or draw a thing (a play triangle, a clock's
 * history arrow, a bubble) keep their shape: media controls and clocks run the same way in
 * every language (docs/decisions/040).
 */
const MIRRORED_IN_RTL: ReadonlySet<IconName> = new Set<IconName>([
  'firstPage',
  'previousPage',
  'nextPage',
  'lastPage',
  'external',
]);

/** Whether the icon is mirrored in a right-to-left page (it points along the line). */
export function isMirroredInRtl(name: IconName): boolean {
  return MIRRORED_IN_RTL.has(name);
}

interface IconProps {
  name: IconName;
  /** Size and colour, e.g. `size-5 text-ink-muted`; the icon draws in the text colour. */
  className?: string;
  /**
   * What the icon means, for an icon that stands alone (it becomes an image with that name and
   * tooltip). Without it the icon is hidden from screen readers: the text beside it says it.
   */
  label?: string;
}

export function Icon({ name, className = 'size-4', label }: IconProps) {
  const shape: IconShape = ICON_SHAPES[name];
  const { grid } = shape;
  return (
    <svg
      viewBox={`0 0 ${grid} ${grid}`}
      className={`shrink-0 ${isMirroredInRtl(name) ? 'rtl:-scale-x-100' : ''} ${className}`}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      role={label ? 'img' : undefined}
      aria-hidden={label ? undefined : true}
    >
      {label ? <title>{label}</title> : null}
      {shape.solid ? <path d={shape.solid} fill="currentColor" stroke="none" /> : null}
      <path d={shape.line} stroke={shape.solid ? 'rgb(var(--color-surface))' : undefined} />
    </svg>
  );
}
