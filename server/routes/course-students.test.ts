import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studentsResponseSchema, type StudentsResponse } from '../../src/api/schemas/student';
import { COURSE_IDS, SPACE_IDS } from '../demo/demo-facts';
import { expectContract, expectOrdered, foldName } from '../test/contract';
import { createTestServer, FC, type As, type TestServer } from '../test/harness';
import { STUDENTS_RESPONSE } from '../test/spec';

type Body = StudentsResponse;
type Student = Body['students']['data'][number];

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const students = (query = '', as: As = 'admin', id: number | string = COURSE_IDS.figma) =>
  server.get<Body>(`${FC}/admin/courses/${id}/students${query ? `?${query}` : ''}`, as);

async function allStudents(query: string, id: number = COURSE_IDS.figma): Promise<Student[]> {
  const rows: Student[] = [];
  for (let page = 1; ; page += 1) {
    const { body } = await students(`${query}&per_page=100&page=${page}`, 'admin', id);
    rows.push(...body.students.data);
    if (!body.students.has_more) return rows;
  }
}

describe('GET /admin/courses/{id}/students', () => {
  it('lists the course students as profile rows with progress and space_pivot', async () => {
    const { status, body } = await students();
    expect(status).toBe(200);
    expectContract(studentsResponseSchema, STUDENTS_RESPONSE, body);
    expect(body.students.total).toBeGreaterThanOrEqual(20);
    expect(body.students).toMatchObject({ per_page: 15, current_page: 1, from: 1, to: 15 });
    for (const student of body.students.data) {
      expect(student.space_pivot).toMatchObject({
        space_id: COURSE_IDS.figma,
        role: 'student',
        user_id: student.user_id,
      });
      expect(student.progress).toBeGreaterThanOrEqual(0);
      expect(student.progress).toBeLessThanOrEqual(100);
    }
  });

  it('lists profiles of any status, including a blocked student', async () => {
    const rows = await allStudents('');
    expect(rows.find((row) => row.username === 'oskarnystrom')?.status).toBe('blocked');
    expect(rows.map((row) => row.display_name)).toEqual(
      expect.arrayContaining(['José García', 'Zoë Bergström']),
    );
  });

  it('computes progress from completed published lessons', async () => {
    const rows = await allStudents('');
    const done = server.db.prepare(
      `SELECT count(*) AS n FROM fcom_lesson_completions c JOIN fcom_course_lessons l ON l.id = c.lesson_id
        WHERE c.course_id = ? AND c.user_id = ? AND l.status = 'published'`,
    );
    const total = (
      server.db
        .prepare(
          "SELECT count(*) AS n FROM fcom_course_lessons WHERE course_id = ? AND status = 'published'",
        )
        .get(COURSE_IDS.figma) as { n: number }
    ).n;
    for (const row of rows) {
      const { n } = done.get(COURSE_IDS.figma, row.user_id) as { n: number };
      expect(row.progress).toBe(Math.round((n * 100) / total));
    }
    expect(new Set(rows.map((row) => row.progress)).size).toBeGreaterThan(2);
  });

  it('answers a course without students with an empty page', async () => {
    const { body } = await students('', 'admin', COURSE_IDS.accessibility);
    expect(body.students).toMatchObject({
      data: [],
      total: 0,
      from: null,
      to: null,
      last_page: 1,
      has_more: false,
    });
  });
});

describe('sorting', () => {
  const keys = {
    created_at: (row: Student) => row.space_pivot?.created_at ?? null,
    display_name: (row: Student) => foldName(row.display_name),
    last_activity: (row: Student) => row.last_activity,
  } as const;
  const defaults = { created_at: 'DESC', display_name: 'ASC', last_activity: 'DESC' } as const;
  const pivotId = (row: Student) => row.space_pivot?.id ?? 0;

  for (const column of ['created_at', 'display_name', 'last_activity'] as const) {
    for (const direction of ['ASC', 'DESC'] as const) {
      it(`sorts by ${column} ${direction}`, async () => {
        const rows = await allStudents(
          `sort_by=${column}&sort_dir=${direction}`,
          COURSE_IDS.typescript,
        );
        expectOrdered(rows, keys[column], pivotId, direction);
      });
    }
    it(`defaults ${column} to ${defaults[column]}`, async () => {
      const explicit = await allStudents(`sort_by=${column}&sort_dir=${defaults[column]}`);
      const implicit = await allStudents(`sort_by=${column}&sort_dir=bogus`);
      expect(implicit.map(pivotId)).toEqual(explicit.map(pivotId));
    });
  }

  it('sorts by enrollment date, newest first, when nothing is said', async () => {
    const rows = await allStudents('');
    expectOrdered(rows, keys.created_at, pivotId, 'DESC');
    const unknown = await allStudents('sort_by=progress&sort_dir=asc');
    expectOrdered(unknown, keys.created_at, pivotId, 'ASC');
  });
});

describe('search and paging', () => {
  it('finds José with jose, Zoë with ZOE, and nothing for SQL-looking input', async () => {
    const jose = await students('search=jose');
    expect(jose.body.students.data.map((row) => row.display_name)).toContain('José García');
    const zoe = await students('search=ZOE');
    expect(zoe.body.students.data.map((row) => row.display_name)).toContain('Zoë Bergström');
    for (const search of ["' OR '1'='1", '%', '_', '%25']) {
      const { status, body } = await students(`search=${encodeURIComponent(search)}`);
      expect(status).toBe(200);
      expect(body.students.total).toBe(0);
    }
  });

  it('pages like the samples: per_page=5&page=2 → from 6 to 10', async () => {
    const { body } = await students('per_page=5&page=2');
    expect(body.students).toMatchObject({ from: 6, to: 10, per_page: 5, current_page: 2 });
    expect(body.students.last_page).toBe(Math.ceil(body.students.total / 5));
  });

  it('handles per_page 0, 1, 100, 101 and abc, and pages past the end', async () => {
    expect((await students('per_page=0')).body.students.per_page).toBe(1);
    expect((await students('per_page=1')).body.students.data).toHaveLength(1);
    expect((await students('per_page=100')).body.students.per_page).toBe(100);
    expect((await students('per_page=101')).body.students.per_page).toBe(100);
    const abc = await students('per_page=abc');
    expect(abc.status).toBe(400);
    expect(abc.body).toMatchObject({
      code: 'rest_invalid_param',
      data: { params: { per_page: 'per_page is not of type integer.' } },
    });
    const past = await students('page=50');
    expect(past.body.students).toMatchObject({ data: [], from: null, to: null, has_more: false });
  });
});

describe('errors', () => {
  it('404 rest_no_route for a non-integer id', async () => {
    for (const id of ['abc', '5a', '-1', '1.5']) {
      const { status, body } = await students('', 'admin', id);
      expect(status).toBe(404);
      expect(body).toMatchObject({ code: 'rest_no_route', data: { status: 404 } });
    }
  });

  it('404 fcom_course_not_found for unknown courses and community space ids', async () => {
    for (const id of [999999, SPACE_IDS.general, 0, '99999999999999999999']) {
      const { status, body } = await students('', 'admin', id);
      expect(status).toBe(404);
      expect(body).toMatchObject({ code: 'fcom_course_not_found', data: { status: 404 } });
    }
  });

  it('401 for anonymous and bad credentials, 403 for non-administrators', async () => {
    expect((await students('', 'anonymous')).body).toMatchObject({
      code: 'rest_forbidden',
      data: { status: 401 },
    });
    const bad = await students('', { username: 'admin', password: 'x' });
    expect(bad.status).toBe(401);
    expect(bad.body).toMatchObject({ code: 'incorrect_password' });
    const member = await students('', 'member');
    expect(member.status).toBe(403);
    expect(member.body).toMatchObject({ code: 'rest_forbidden', data: { status: 403 } });
  });
});
