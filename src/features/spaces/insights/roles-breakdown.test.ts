import { describe, expect, it } from 'vitest';
import { rolesBreakdown } from './roles-breakdown';
import { makeMember } from '../../../insights/aggregate/rows.fixture';

const withRoles = (...roles: string[]) => roles.map((role) => makeMember({ role }));

describe('rolesBreakdown', () => {
  it('counts memberships by role, most first, ties by name', () => {
    const table = rolesBreakdown(
      withRoles('member', 'moderator', 'member', 'admin', 'ambassador', 'member', ''),
    );
    expect(table.caption).toBe('Members by role');
    expect(table.rowHeader).toBe('Role');
    expect(table.rows).toEqual([
      { key: 'member', label: 'Member', values: [3] },
      { key: 'admin', label: 'Admin', values: [1] },
      { key: 'ambassador', label: 'ambassador', values: [1] },
      { key: 'moderator', label: 'Moderator', values: [1] },
      { key: '', label: 'No role', values: [1] },
    ]);
  });

  it('puts a bigger unknown role above the known ones', () => {
    const table = rolesBreakdown(withRoles('admin', 'Mentor', 'Mentor'));
    expect(table.rows.map((row) => [row.label, row.values[0]])).toEqual([
      ['Mentor', 2],
      ['Admin', 1],
    ]);
  });

  it('keeps a role named like an object property as it is', () => {
    const table = rolesBreakdown(withRoles('constructor', 'toString'));
    expect(table.rows.map((row) => row.label)).toEqual(['constructor', 'toString']);
  });

  it('has no rows for no members', () => {
    expect(rolesBreakdown([]).rows).toEqual([]);
  });
});
