import type { IconName } from '../../components/Icon';
import { paths } from '../paths';

/** The sections of the dashboard, in sidebar order. */
export interface NavItem {
  /** The section's page; the entry is current on it and on the pages under it. */
  to: string;
  label: string;
  icon: IconName;
}

export const NAV_ITEMS: NavItem[] = [
  { to: paths.feed(), label: 'Feed', icon: 'feed' },
  { to: paths.spaces(), label: 'Space members', icon: 'people' },
  { to: paths.courses(), label: 'Course students', icon: 'mortarboard' },
];
