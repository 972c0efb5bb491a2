import { describe, expect, it } from 'vitest';
import type { CourseInsightsAnswer } from '../../../api/schemas/insights';
import { weekBoundaries } from '../../../insights/aggregate/week-boundaries';
import { figuresFromCount } from './course-figures';

// A site wall-clock Date (the page's clock): Friday 20 Nov 2026, noon.
const NOW = new Date(Date.UTC(2026, 10, 20, 12));

function answer(overrides: Partial<CourseInsightsAnswer> = {}): CourseInsightsAnswer {
  return {
    counted_at: new Date().toISOString(),
    students: 40,
    progress: { not_started: 4, p1_24: 6, p25_49: 5, p50_74: 5, p75_99: 10, completed: 10 },
    enrolled_earlier: 12,
    enrolled_later: 0,
    weeks: Array.from({ length: 4 }, (_, index) => ({ start: '', enrolled: index * 2 })),
    at_risk: {
      count: 25,
      students: [
        {
          user_id: 9,
          username: 'nora',
          display_name: 'Nora',
          avatar: 'https://site.example/a.png',
          progress: 10,
          enrolled_at: '2026-09-01 08:00:00',
          last_activity: null,
        },
        {
          user_id: 3,
          username: 'omar',
          display_name: 'Omar',
          avatar: 'https://site.example/b.png',
          progress: 20,
          enrolled_at: '2026-10-01 12:00:00',
          last_activity: '2026-11-01 13:00:00',
        },
      ],
    },
    ...overrides,
  };
}

describe('figuresFromCount', () => {
  it('draws the server’s buckets and weeks with the read students’ labels', () => {
    const figures = figuresFromCount(answer(), weekBoundaries(NOW, 4), NOW);
    expect(figures.students).toBe(40);
    expect(figures.progress.rows.map((row) => [row.label, row.values[0]])).toEqual([
      ['Not started', 4],
      ['1–24%', 6],
      ['25–49%', 5],
      ['50–74%', 5],
      ['75–99%', 10],
      ['Completed', 10],
    ]);
    expect(figures.completion).toEqual({
      completed: 10,
      total: 40,
      rate: 0.25,
      withoutProgress: 0,
    });
    expect(figures.enrollments.caption).toBe('Enrollments per week');
    expect(figures.enrollments.rows.map((row) => row.values[0])).toEqual([0, 2, 4, 6]);
    expect(figures.enrolledEarlier).toBe(12);
    expect(figures.provenance).toMatch(/^From the server's counts of all 40 students, /);
    expect(figures.weeklyProvenance).toMatch(/^Last 4 weeks, from the server's counts, /);
  });

  it('measures each student at risk in whole days from the page’s clock, never active as null', () => {
    const { atRisk } = figuresFromCount(answer(), weekBoundaries(NOW, 4), NOW);
    expect(atRisk.count).toBe(25);
    expect(atRisk.lines).toEqual([
      expect.objectContaining({ userId: 9, enrolledDays: 80, inactiveDays: null, progress: 10 }),
      // 1 Nov 13:00 to 20 Nov 12:00 is 18 days and 23 hours: 18 whole days.
      expect.objectContaining({ userId: 3, enrolledDays: 50, inactiveDays: 18, progress: 20 }),
    ]);
  });

  it('has no completion rate for a course without students', () => {
    const empty = answer({
      students: 0,
      progress: { not_started: 0, p1_24: 0, p25_49: 0, p50_74: 0, p75_99: 0, completed: 0 },
      at_risk: { count: 0, students: [] },
    });
    const figures = figuresFromCount(empty, weekBoundaries(NOW, 4), NOW);
    expect(figures.completion.rate).toBeNull();
    expect(figures.provenance).toMatch(/^From the server's counts, /);
  });
});
