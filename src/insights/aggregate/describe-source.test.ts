import { describe, expect, it } from 'vitest';
import { describeSource } from './describe-source';

const now = new Date('2026-11-18T10:00:00Z');
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
const members = { one: 'member', other: 'members' };

describe('describeSource', () => {
  it('says a complete fetch used all the rows, and when', () => {
    expect(
      describeSource({
        noun: members,
        rows: 2000,
        total: 2000,
        complete: true,
        fetchedAt: minutesAgo(2),
        now,
      }),
    ).toBe('From all 2,000 members, 2 minutes ago');
  });

  it('says a cancelled fetch is partial, of how many', () => {
    expect(
      describeSource({
        noun: members,
        rows: 312,
        total: 2000,
        complete: false,
        fetchedAt: minutesAgo(1),
        now,
      }),
    ).toBe('From 312 of 2,000 members — partial, cancelled 1 minute ago');
  });

  it('leaves the total out when the site gives none', () => {
    const posts = { one: 'post', other: 'posts' };
    const source = { noun: posts, total: null, fetchedAt: now, now };
    expect(describeSource({ ...source, rows: 1500, complete: false })).toBe(
      'From 1,500 posts — partial, cancelled just now',
    );
    expect(describeSource({ ...source, rows: 1500, complete: true })).toBe(
      'From all 1,500 posts, just now',
    );
  });

  it('agrees with one row, none, and irregular nouns', () => {
    const source = { total: 1, complete: true, fetchedAt: minutesAgo(180), now };
    expect(describeSource({ ...source, noun: members, rows: 1 })).toBe(
      'From 1 member, 3 hours ago',
    );
    expect(describeSource({ ...source, noun: members, rows: 0, total: 0 })).toBe(
      'From no members, 3 hours ago',
    );
    expect(
      describeSource({ ...source, noun: { one: 'person', other: 'people' }, rows: 3, total: 3 }),
    ).toBe('From all 3 people, 3 hours ago');
    expect(
      describeSource({
        ...source,
        noun: { one: 'person', other: 'people' },
        rows: 0,
        total: 1,
        complete: false,
      }),
    ).toBe('From 0 of 1 person — partial, cancelled 3 hours ago');
  });
});
