/**
 * The inbox's own query keys (its join requests live under the spaces' keys, api/members-keys.ts,
 * so the members page and the inbox share them).
 */
export const inboxKeys = {
  all: ['inbox'] as const,
  postsInReview: () => [...inboxKeys.all, 'posts-in-review'] as const,
  pendingProfiles: () => [...inboxKeys.all, 'pending-profiles'] as const,
};
