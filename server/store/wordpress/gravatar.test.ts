import { describe, expect, it } from 'vitest';
import { defaultAvatarUrl } from './gravatar';

// Avatars as the real plugin sent them (test/fixtures/api-samples/members_general_default.json).
describe('defaultAvatarUrl', () => {
  it('matches the plugin for the site admin', () => {
    expect(defaultAvatarUrl('admin@example.com', 'Site Admin')).toBe(
      'http://2.gravatar.com/avatar/e64c7d89f26bd1972efa854d13d7dd61?s=128&d=https%3A%2F%2Fui-avatars.com%2Fapi%2FS%2BA%2B%2F128&r=g',
    );
  });

  it('takes every word, in its own case, and whole characters', () => {
    expect(defaultAvatarUrl('a@example.com', 'Anouk de Vries')).toContain(
      encodeURIComponent('https://ui-avatars.com/api/A+d+V+/128'),
    );
    expect(defaultAvatarUrl('a@example.com', 'Prince')).toContain(encodeURIComponent('/api/P+/'));
    expect(defaultAvatarUrl('a@example.com', '王芳')).toContain(encodeURIComponent('/api/王+/'));
  });

  it('hashes the email as gravatar does: trimmed and lower case', () => {
    expect(defaultAvatarUrl(' Admin@Example.com ', 'Site Admin')).toBe(
      defaultAvatarUrl('admin@example.com', 'Site Admin'),
    );
  });
});
