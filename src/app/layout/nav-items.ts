import type { IconName } from '../../components/Icon';
import { paths } from '../paths';

/** The sections of the dashboard, in sidebar order. */
export interface NavItem {
  /** The section's page; the entry is current on it and on the pages under it. */
  to: string;
  label: string;
  icon: IconName;
  /** Current only on its own page, not the pages under it (the overview is `/`). */
  end?: boolean;
}

export const NAV_ITEMS: NavItem[] = [
  { to: paths.home(), label: 'Overview', icon: 'chart', end: true },
  { to: paths.feed(), label: 'Feed', icon: 'feed' },
  { to: paths.spaces(), label: 'Space members', icon: 'people' },
  { to: paths.courses(), label: 'Course students', icon: 'mortarboard' },
];
