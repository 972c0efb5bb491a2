import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { feedSchema, feedsResponseSchema } from './feed';
import { membersResponseSchema } from './member';
import { coursesResponseSchema, spacesResponseSchema } from './space';
import { studentsResponseSchema } from './student';
import { errorBodySchema } from './wordpress';
import { listSamples, readSample } from '../../test/samples';

const sampleFiles = listSamples();

function schemaFor(name: string): z.ZodMiniType {
  if (name.startsWith('error_')) return errorBodySchema;
  if (name.startsWith('students_')) return studentsResponseSchema;
  if (name.startsWith('members_')) return membersResponseSchema;
  if (name.startsWith('feeds_')) return feedsResponseSchema;
  if (name.startsWith('feed_')) return feedSchema;
  if (name === 'spaces_list.json') return spacesResponseSchema;
  if (name === 'courses_list.json') return coursesResponseSchema;
  throw new Error(`No schema known for sample ${name}`);
}

describe('schemas parse every real sample', () => {
  it('finds the samples', () => {
    expect(sampleFiles.length).toBeGreaterThan(30);
  });

  it.each(sampleFiles)('%s', (name) => {
    const raw = readSample(name);
    const input = name.startsWith('feed_') ? (raw as { feed: unknown }).feed : raw;
    const result = schemaFor(name).safeParse(input);
    expect(result.error?.issues ?? []).toEqual([]);
  });
});

describe('tolerated quirks come out in the spec types', () => {
  it('reads string ids, 0/1 booleans and [] maps of a member page', () => {
    const page = membersResponseSchema.parse(readSample('members_design-club_default.json'));
    const member = page.members.data[0]!;
    expect(member.space_id).toBe(4);
    expect(member.user_id).toBe(1);
    expect(member.meta).toEqual({});
    expect(member.xprofile?.is_verified).toBe(false);
    expect(page.members.has_more).toBe(true);
    expect(page.pending_count).toBe(6);
  });

  it('reads the sticky post, threaded comments and survey labels', () => {
    const general = feedsResponseSchema.parse(readSample('feeds_space_general.json'));
    expect(general.sticky?.is_sticky).toBe(true);
    expect(general.sticky?.comments[2]?.parent_id).toBe(12);
    expect(general.sticky?.comments[0]?.reactions_count).toBe(1);

    const survey = feedSchema.parse(
      (readSample('feed_survey_by_id.json') as { feed: unknown }).feed,
    );
    expect(survey.meta.survey_config?.options.map((option) => option.title)).toEqual([
      'Figma',
      'Sketch',
      'Penpot',
    ]);
  });

  it('keeps the feed page total as sent, with no last_page', () => {
    const empty = feedsResponseSchema.parse(readSample('feeds_last_page_empty.json'));
    expect(empty.feeds).toMatchObject({ data: [], has_more: false, total: 80 });
    expect(empty.sticky).toBeNull();
  });

  it('names the failing field and its path', () => {
    const result = studentsResponseSchema.safeParse({ students: { data: [{ user_id: 'x' }] } });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toContain('students.data.0.user_id');
  });
});
