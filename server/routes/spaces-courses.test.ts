import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coursesResponseSchema, spacesResponseSchema } from '../../src/api/schemas/space';
import { coercionsNeeded } from '../test/strictness';
import { createTestServer, FC, type TestServer } from '../test/harness';

interface SpacesBody {
  spaces: {
    id: number;
    slug: string;
    privacy: string;
    type: string;
    settings: { emoji: string };
  }[];
}
interface CoursesBody {
  courses: {
    data: { id: number; slug: string; students_count: number; lessonsCount: number }[];
    total: number;
    per_page: number;
    has_more: boolean;
  };
  course_categories: unknown[];
}

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

describe('GET /spaces', () => {
  it('lists the community spaces the caller can see, with their emoji', async () => {
    const admin = await server.get<SpacesBody>(`${FC}/spaces`);
    expect(admin.status).toBe(200);
    expect(coercionsNeeded(spacesResponseSchema, admin.body)).toEqual([]);
    expect(admin.body.spaces.map((space) => space.slug)).toEqual([
      'announcements',
      'design-club',
      'engineering',
      'general',
      'staff-room',
    ]);
    expect(
      Object.fromEntries(admin.body.spaces.map((space) => [space.slug, space.settings.emoji])),
    ).toMatchObject({
      general: '💬',
      announcements: '📣',
      'design-club': '🎨',
      engineering: '🛠️',
    });
    expect(admin.body.spaces.every((space) => space.type === 'community')).toBe(true);
  });

  it('hides the secret space from non-members, anonymous callers included', async () => {
    for (const as of ['member', 'anonymous'] as const) {
      const { body } = await server.get<SpacesBody>(`${FC}/spaces`, as);
      expect(body.spaces.map((space) => space.slug)).toEqual([
        'announcements',
        'design-club',
        'engineering',
        'general',
      ]);
    }
  });
});

describe('GET /admin/courses', () => {
  it('pages the courses with their student counts, for administrators', async () => {
    const { status, body } = await server.get<CoursesBody>(`${FC}/admin/courses`);
    expect(status).toBe(200);
    expect(coercionsNeeded(coursesResponseSchema, body)).toEqual([]);
    expect(body.course_categories).toEqual([]);
    const bySlug = Object.fromEntries(body.courses.data.map((course) => [course.slug, course]));
    expect(Object.keys(bySlug).sort()).toEqual([
      'accessibility-basics',
      'figma-fundamentals',
      'typescript-from-zero',
    ]);
    expect(bySlug['figma-fundamentals']?.students_count).toBeGreaterThanOrEqual(20);
    expect(bySlug['typescript-from-zero']?.students_count).toBeGreaterThanOrEqual(20);
    expect(bySlug['accessibility-basics']?.students_count).toBe(0);
    expect(bySlug['figma-fundamentals']?.lessonsCount).toBe(4);
  });

  it('searches titles and slugs, accent- and case-insensitively, and pages', async () => {
    const search = await server.get<CoursesBody>(`${FC}/admin/courses?search=TYPESCRIPT`);
    expect(search.body.courses.data.map((course) => course.slug)).toEqual(['typescript-from-zero']);
    const paged = await server.get<CoursesBody>(`${FC}/admin/courses?per_page=1&page=2`);
    expect(paged.body.courses).toMatchObject({ per_page: 1, total: 3, has_more: true });
    expect((await server.get(`${FC}/admin/courses?per_page=abc`)).status).toBe(400);
  });

  it('is for administrators: 401 anonymous, 403 members', async () => {
    expect((await server.get(`${FC}/admin/courses`, 'anonymous')).body).toMatchObject({
      code: 'rest_forbidden',
      data: { status: 401 },
    });
    expect((await server.get(`${FC}/admin/courses`, 'member')).body).toMatchObject({
      code: 'rest_forbidden',
      data: { status: 403 },
    });
  });
});
