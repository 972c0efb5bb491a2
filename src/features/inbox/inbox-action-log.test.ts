import { describe, expect, it } from 'vitest';
import { plainWhat } from '../../lib/action-log/entry';
import { makePost } from '../../test/sample-posts';
import { describeInboxAction } from './inbox-action-log';

describe('describeInboxAction', () => {
  it("logs a post in review published or deleted in the feed's words, with its space", () => {
    const post = makePost({ title: 'Figma tips', status: 'pending' });
    const space = post.space?.title;
    const published = describeInboxAction({ kind: 'publish-post', post });
    expect(published.action).toBe('post.publish');
    expect(plainWhat(published.what)).toBe(`Published the post Figma tips in ${space}`);
    expect(published.place).toBe(space);
    const deleted = describeInboxAction({ kind: 'delete-post', post: { ...post, title: '' } });
    expect(deleted.action).toBe('post.delete');
    expect(plainWhat(deleted.what)).toMatch(/^Deleted the post by .+ in /);
  });
});
