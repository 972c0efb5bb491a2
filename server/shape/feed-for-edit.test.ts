import { describe, expect, it } from 'vitest';
import type { PostRow, TermRow } from '../store/rows';
import { toFeedForEdit } from './feed-for-edit';

const ORIGIN = 'https://community.example';

const post = (changes: Partial<PostRow> = {}): PostRow => ({
  id: 7,
  user_id: 3,
  parent_id: null,
  title: 'A post',
  slug: 'a-post',
  message: 'Hello **there**',
  message_rendered: '<p>Hello <strong>there</strong></p>',
  type: 'text',
  content_type: 'text',
  space_id: null,
  privacy: 'public',
  status: 'pending',
  featured_image: null,
  meta: '{}',
  is_sticky: 0,
  comments_count: 0,
  reactions_count: 0,
  priority: 0,
  expired_at: null,
  scheduled_at: null,
  created_at: '2026-01-05 10:00:00',
  updated_at: '2026-01-05 10:00:00',
  ...changes,
});

const term = (id: number, taxonomy = 'post_topic'): TermRow => ({
  id,
  parent_id: null,
  taxonomy_name: taxonomy,
  slug: `t-${id}`,
  title: `T ${id}`,
  description: '',
  created_at: '2026-01-01 00:00:00',
  updated_at: '2026-01-01 00:00:00',
  post_id: 7,
  term_id: id,
});

describe('a post as its editor loads it (FeedsHelper::transformForEdit)', () => {
  it('lists every post_topic id where a site allows more than one topic a post', () => {
    const terms = [term(4), term(9, 'lesson_tag'), term(5)];
    expect(toFeedForEdit(post(), null, terms, 3, ORIGIN).topic_ids).toEqual([4, 5]);
    expect(toFeedForEdit(post(), null, [], 3, ORIGIN).topic_ids).toEqual([]);
    expect(toFeedForEdit(post(), null, terms, 1, ORIGIN).topic_ids).toBe(4);
    expect(toFeedForEdit(post(), null, [], 1, ORIGIN).topic_ids).toBe('');
  });

  it('leaves meta out, but for an embed (with `media`) and audio, and marks an announcement', () => {
    const plain = toFeedForEdit(post({ meta: '{"comments_disabled":"no"}' }), null, [], 1, ORIGIN);
    expect(plain).not.toHaveProperty('meta');
    const preview = { type: 'oembed', url: 'https://video.example/1' };
    const embed = toFeedForEdit(
      post({ meta: JSON.stringify({ media_preview: preview, send_announcement_email: 'yes' }) }),
      null,
      [],
      1,
      ORIGIN,
    );
    expect(embed).toMatchObject({
      send_announcement_email: 'yes',
      media: preview,
      meta: { media_preview: preview },
    });
    const link = toFeedForEdit(
      post({ meta: JSON.stringify({ media_preview: { type: 'meta_data' } }) }),
      null,
      [],
      1,
      ORIGIN,
    );
    expect(link).not.toHaveProperty('meta');
    const audio = toFeedForEdit(
      post({ meta: JSON.stringify({ audio_medias: [{ url: 'a.mp3' }] }) }),
      null,
      [],
      1,
      ORIGIN,
    );
    expect(audio).toMatchObject({ meta: { audio_medias: [{ url: 'a.mp3' }] } });
  });

  it('keeps a document’s meta, listing no documents, and ends with permalink, terms, space', () => {
    const document = toFeedForEdit(
      post({ content_type: 'document', meta: '{"x":1}' }),
      null,
      [],
      1,
      ORIGIN,
    );
    expect(document).toMatchObject({ meta: { x: 1 }, document_ids: [] });
    expect(Object.keys(document).slice(-3)).toEqual(['permalink', 'terms', 'space']);
    expect(document.permalink).toBe(`${ORIGIN}/portal/post/a-post`);
  });
});
