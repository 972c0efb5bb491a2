/** The sections of the dashboard, in sidebar order. */
export interface NavItem {
  to: string;
  label: string;
  /** The route prefix that marks this entry as current. */
  match: string;
  icon: string;
}

export const NAV_ITEMS: NavItem[] = [
  { to: '/feed', label: 'Feed', match: '/feed', icon: 'M4 6h16M4 12h16M4 18h10' },
  {
    to: '/spaces',
    label: 'Space members',
    match: '/spaces',
    icon: 'M16 19v-1a4 4 0 0 0-4-4H7a4 4 0 0 0-4 4v1M9.5 10a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM21 19v-1a4 4 0 0 0-3-3.9M16 3.1a3.5 3.5 0 0 1 0 6.8',
  },
  {
    to: '/courses',
    label: 'Course students',
    match: '/courses',
    icon: 'M3 8l9-4 9 4-9 4-9-4zM7 10v5c0 1.5 2.2 3 5 3s5-1.5 5-3v-5M21 8v6',
  },
];
