import { describe, expect, it } from 'vitest';
import { readSample } from '../test/samples';
import { membersResponseSchema } from './schemas/member';
import { pendingListRefused } from './space-members';

const sample = (name: string) => membersResponseSchema.parse(readSample(name));

describe('pendingListRefused', () => {
  it('is false for a real pending list', () => {
    const pending = sample('members_design-club_status_pending.json');
    expect(pendingListRefused('pending', pending.members.data)).toBe(false);
  });

  it('is true when the site answered status=pending with active members', () => {
    const active = sample('members_design-club_default.json');
    expect(pendingListRefused('pending', active.members.data)).toBe(true);
    expect(pendingListRefused('active', active.members.data)).toBe(false);
  });
});
