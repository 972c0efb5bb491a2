import { describe, expect, it } from 'vitest';
import { createFakeSite } from '../../../test/fake-site';
import { courseStudentsFetcher } from './students-fetcher';

const signal = new AbortController().signal;

describe('the students fetcher', () => {
  it('walk a course oldest enrollment first, 100 a page', async () => {
    const site = createFakeSite({ students: 120 });
    const page = await courseStudentsFetcher(site.client, 7)(2, signal);
    expect(site.requests[0]).toEqual({
      path: '/admin/courses/7/students',
      params: { sort_by: 'created_at', sort_dir: 'ASC', page: '2', per_page: '100' },
    });
    expect(page).toMatchObject({ lastPage: 2, total: 120 });
    expect(page.rows.map((student) => student.user_id)).toEqual(
      Array.from({ length: 20 }, (_, index) => 101 + index),
    );
  });
});
