import { describe, expect, it } from 'vitest';
import { isolatedName } from '../test/isolated-text';
import { pageTitle, placePageTitle } from './page-title';

describe('pageTitle', () => {
  it('ends with the dashboard’s name', () => {
    expect(pageTitle('Courses')).toBe('Courses · Community Desk');
  });

  it('isolates a place’s title before its page', () => {
    expect(placePageTitle('המועדון', 'Members')).toBe(
      `${isolatedName('המועדון')} · Members · Community Desk`,
    );
  });
});
