import type { SiteRow, TermRow } from '../rows';
import { readInBatches, type CopiedRows, type CopyJob } from './copy-job';
import { originWriter, TERM_SPACES } from './copy-origins';
import { insertKeepingSlug, orEmpty, warnRenamed, warnSkipped, writeBatch } from './copy-rows';

/**
 * The topics part of the local copy: the site's fcom_terms, the posts each one is on
 * (fcom_term_feed) and the spaces each one is offered in, which the plugin keeps in fcom_meta
 * (`term_space_relation`: object_id the topic, meta_key the space id) and the WordPress store
 * reads from there (topics.ts) — never derived from the posts, as the demo's migration does.
 * NULL text reads as '' (as topics.ts reads it); a NULL timestamp, which our columns cannot
 * hold, becomes ''. Rows our unique keys cannot hold twice (the site has no such keys) are
 * left out, with a warning (a term whose slug is taken is kept under another, see copyTerms).
 */

/** The fcom_meta rows that link a topic to a space. */
const TERM_SPACE_RELATION = 'term_space_relation';

/** A term as a site may hold it: NULL text and times where ours never are. */
type RawTerm = SiteRow<TermRow, 'title' | 'description' | 'created_at' | 'updated_at'>;

interface RawTermFeed {
  id: number;
  term_id: number | null;
  post_id: number | null;
  created_at: string | null;
}

interface RawTermSpace {
  id: number;
  object_id: number;
  meta_key: string;
}

const text = orEmpty;

/**
 * The site's terms (every taxonomy) into fcom_terms. Our slugs are unique per taxonomy, the
 * site's only in practice: a second term with a taken slug keeps its posts and is copied as
 * `<slug>#<id>`, with a warning.
 */
export async function copyTerms(job: CopyJob): Promise<number> {
  const { tables } = job.source;
  const insert = job.target.prepare(
    `INSERT INTO fcom_terms (id, parent_id, taxonomy_name, slug, title, description,
       created_at, updated_at)
     VALUES (@id, @parent_id, @taxonomy_name, @slug, @title, @description, @created_at,
       @updated_at)
     ON CONFLICT DO NOTHING`,
  );
  const renamed: number[] = [];
  let written = 0;
  for await (const rows of readInBatches<RawTerm>(job, {
    call: 'copy.terms',
    table: tables.terms,
    columns:
      't.id, t.parent_id, t.taxonomy_name, t.slug, t.title, t.description, t.created_at, t.updated_at',
  })) {
    written += writeBatch(job, rows, (raw) =>
      insertKeepingSlug(
        insert,
        {
          id: Number(raw.id),
          parent_id: raw.parent_id === null ? null : Number(raw.parent_id),
          taxonomy_name: raw.taxonomy_name,
          slug: raw.slug,
          title: text(raw.title),
          description: text(raw.description),
          created_at: text(raw.created_at),
          updated_at: text(raw.updated_at),
        },
        renamed,
      ),
    );
  }
  warnRenamed(
    job,
    renamed,
    `term(s) of ${tables.terms} share a slug with an earlier term of their taxonomy`,
  );
  return written;
}

/** Which posts carry which topic: the site's fcom_term_feed into ours. */
export async function copyTermFeed(job: CopyJob): Promise<number> {
  const { tables } = job.source;
  const insert = job.target.prepare(
    `INSERT INTO fcom_term_feed (id, term_id, post_id, created_at)
     VALUES (@id, @term_id, @post_id, @created_at)
     ON CONFLICT DO NOTHING`,
  );
  const skipped: number[] = [];
  let written = 0;
  for await (const rows of readInBatches<RawTermFeed>(job, {
    call: 'copy.termFeed',
    table: tables.termFeed,
    columns: 't.id, t.term_id, t.post_id, t.created_at',
    // A link without its topic or its post links nothing (no join of either store finds it).
    where: 't.term_id IS NOT NULL AND t.post_id IS NOT NULL',
  })) {
    written += writeBatch(job, rows, (raw) => {
      const taken =
        insert.run({
          id: Number(raw.id),
          term_id: Number(raw.term_id),
          post_id: Number(raw.post_id),
          created_at: text(raw.created_at),
        }).changes > 0;
      if (!taken) skipped.push(Number(raw.id));
      return taken;
    });
  }
  warnSkipped(job, skipped, tables.termFeed, 'the same topic on the same post again');
  return written;
}

/** The spaces each topic is offered in, as the site set them (fcom_meta), into fcom_term_space. */
export async function copyTermSpaces(job: CopyJob): Promise<number> {
  const { tables } = job.source;
  const write = originWriter(job.target, TERM_SPACES);
  const skipped: number[] = [];
  let written = 0;
  for await (const rows of readInBatches<RawTermSpace>(job, {
    call: 'copy.termSpaces',
    table: tables.meta,
    columns: 't.id, t.object_id, t.meta_key',
    where: `t.object_type = '${TERM_SPACE_RELATION}' AND t.object_id IS NOT NULL`,
  })) {
    written += writeBatch(job, rows, (raw) => {
      // meta_key is text: a value that is no space id is no link (topics.ts).
      if (!/^\d+$/.test(raw.meta_key)) return false;
      const taken = write({
        sourceId: Number(raw.id),
        values: [Number(raw.object_id), Number(raw.meta_key)],
      });
      if (!taken) skipped.push(Number(raw.id));
      return taken;
    });
  }
  warnSkipped(job, skipped, tables.meta, 'the same space for the same topic again');
  return written;
}

/**
 * Copies the site's topics into our schema: fcom_terms, fcom_term_feed and fcom_term_space.
 * Run with the copy's upkeep set aside (upkeep-set-aside.ts): the trigger that would derive
 * topic spaces from posts is not there while the rows go in.
 */
export async function copyTopics(job: CopyJob): Promise<CopiedRows> {
  const terms = await copyTerms(job);
  const termFeed = await copyTermFeed(job);
  const termSpace = await copyTermSpaces(job);
  return { fcom_terms: terms, fcom_term_feed: termFeed, fcom_term_space: termSpace };
}
