import type { PostRow, SpaceRow, TermRow } from '../store/rows';
import { withSiteUrl } from '../store/site-url';
import { parseJsonObject } from './json';
import { toFeedRow } from './feed-row';

/** PHP's truthiness of a value read from meta: empty text, `"0"`, 0, empty lists are false. */
function filled(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object' && value !== null) return Object.keys(value).length > 0;
  return value !== undefined && value !== null && value !== '' && value !== '0' && value !== 0;
}

/** A term as the Term model sends it, with its pivot (fcom_term_feed) ids. */
function toTerm(term: TermRow) {
  return {
    id: term.id,
    parent_id: term.parent_id,
    taxonomy_name: term.taxonomy_name,
    slug: term.slug,
    title: term.title,
    description: term.description,
    created_at: term.created_at,
    updated_at: term.updated_at,
    pivot: { post_id: term.post_id, term_id: term.term_id },
  };
}

/** What transformForEdit adds to the row, in the order it adds them. */
interface EditFields {
  topic_ids: number | '' | number[];
  send_announcement_email?: 'yes';
  survey?: { type: unknown; options: unknown; end_date: unknown };
  media_images?: unknown;
  media?: Record<string, unknown>;
  meta?: Record<string, unknown>;
}

/**
 * A post as its editor loads it (FeedsHelper::transformForEdit; behaviour.md, "One post by its
 * slug"): the row's columns without `meta`; `topic_ids`, its `post_topic` terms' ids — one id,
 * or `''` for none, when the site allows one topic a post; `send_announcement_email` when the
 * post's meta says `yes`; its `survey` (type, options, end date), its `media_images` or
 * `media` and, for a media preview other than link data, its whole `meta`, as the plugin
 * picks them; then its `permalink`, every term (`terms`) and its `space`. A document keeps
 * its `meta` and lists no documents (no store keeps the site's media rows).
 */
export function toFeedForEdit(
  post: PostRow,
  space: SpaceRow | null,
  terms: readonly TermRow[],
  maxTopicsPerPost: number,
  origin: string,
) {
  const { meta: rowMeta, permalink, space: spaceJson, ...columns } = toFeedRow(post, space, origin);
  const meta = parseJsonObject(withSiteUrl(post.meta, origin));
  const topicIds = terms.filter((term) => term.taxonomy_name === 'post_topic').map((t) => t.id);
  const added: EditFields = {
    topic_ids: maxTopicsPerPost === 1 ? (topicIds[0] ?? '') : topicIds,
  };
  if (meta.send_announcement_email === 'yes') added.send_announcement_email = 'yes';
  const tail = { permalink, terms: terms.map(toTerm), space: spaceJson };

  if (post.content_type === 'document') {
    return { ...columns, meta: rowMeta, ...added, document_ids: [], ...tail };
  }

  const survey = parseJsonObject(meta.survey_config);
  if (filled(meta.survey_config)) {
    added.survey = {
      type: survey.type ?? null,
      options: survey.options ?? [],
      end_date: survey.end_date ?? '',
    };
  }
  let editMeta: Record<string, unknown> | undefined;
  if (filled(meta.media_items)) {
    added.media_images = meta.media_items;
  } else if (filled(meta.media_preview)) {
    const preview = parseJsonObject(meta.media_preview);
    const embedded = preview.type === 'oembed' || preview.type === 'iframe_html';
    if (embedded) added.media = preview;
    // An attached image (media_id) is read from the site's media rows, which no store keeps:
    // as when the plugin finds none, nothing is added.
    if (!(filled(preview.media_id) && !embedded) && preview.type !== 'meta_data') editMeta = meta;
  }
  if (filled(meta.audio_medias)) editMeta = { ...editMeta, audio_medias: meta.audio_medias };
  if (editMeta !== undefined) added.meta = editMeta;
  return { ...columns, ...added, ...tail };
}
