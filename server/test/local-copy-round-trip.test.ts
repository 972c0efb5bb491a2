import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openCopyRoundTrip, type CopyRoundTrip } from './local-copy-round-trip';
import { readInBatches } from '../store/local-copy/copy-job';

let trip: CopyRoundTrip;

beforeAll(async () => {
  trip = await openCopyRoundTrip('copy test kit');
});

afterAll(async () => {
  await trip.close();
});

describe('the copiers’ round trip', () => {
  it('reads every feed post of the exported demo, in id order, batch after batch', async () => {
    const ids: number[] = [];
    for await (const rows of readInBatches<{ id: number }>(trip.job, {
      call: 'test.posts',
      table: trip.job.source.tables.posts,
      columns: 't.id',
      where: "t.type NOT IN ('course_section', 'course_lesson')",
    })) {
      ids.push(...rows.map((row) => Number(row.id)));
    }
    const original = trip.original
      .prepare<[], { id: number }>('SELECT id FROM fcom_posts ORDER BY id')
      .all()
      .map((row) => row.id);
    expect(ids).toEqual(original);
    expect(ids.length).toBeGreaterThan(0);
  });

  it('starts from an empty copy and gives URLs as the site holds them', () => {
    expect(trip.copy.prepare('SELECT count(*) AS n FROM fcom_posts').get()).toEqual({ n: 0 });
    expect(trip.siteText('{{site_url}}/a.png')).toBe('http://127.0.0.1:9911/a.png');
    expect(trip.siteText(null)).toBeNull();
  });
});
