import { describe, expect, it } from 'vitest';
import { coursePercent, progressCounts, rankAtRisk } from './course-tally';
import type { AtRiskRow } from './rows';

const NOW = '2026-11-20 12:00:00';

const row = (userId: number, lastActivity: string | null, progress = 10, name = `S${userId}`) =>
  ({
    userId,
    username: `s${userId}`,
    displayName: name,
    avatar: null,
    progress,
    enrolledAt: '2026-01-01 00:00:00',
    lastActivity,
  }) satisfies AtRiskRow;

describe('coursePercent', () => {
  it('rounds half up, as the students list sends progress, and is 0 without lessons', () => {
    expect(coursePercent(1, 8)).toBe(13); // 12.5
    expect(coursePercent(1, 3)).toBe(33);
    expect(coursePercent(2, 3)).toBe(67);
    expect(coursePercent(3, 0)).toBe(0);
  });

  it('is under 50 exactly where the SQL says done * 200 < 99 * lessons', () => {
    for (let lessons = 1; lessons <= 60; lessons += 1) {
      for (let done = 0; done <= lessons; done += 1) {
        expect([lessons, done, coursePercent(done, lessons) < 50]).toEqual([
          lessons,
          done,
          done * 200 < 99 * lessons,
        ]);
      }
    }
  });
});

describe('progressCounts', () => {
  it('buckets students by rounded progress: 0 not started, 100 completed', () => {
    // 8 lessons: 0 → 0%, 1 → 13%, 2 → 25%, 4 → 50%, 7 → 88%, 8 → 100%.
    const counts = progressCounts(
      [
        { done: 0, students: 3 },
        { done: 1, students: 2 },
        { done: 2, students: 1 },
        { done: 4, students: 4 },
        { done: 7, students: 5 },
        { done: 8, students: 6 },
      ],
      8,
    );
    expect(counts).toEqual({
      not_started: 3,
      p1_24: 2,
      p25_49: 1,
      p50_74: 4,
      p75_99: 5,
      completed: 6,
    });
  });

  it('puts everyone in "not started" when the course has no published lesson', () => {
    expect(progressCounts([{ done: 3, students: 4 }], 0).not_started).toBe(4);
  });
});

describe('rankAtRisk', () => {
  it('names the never active first, then the longest inactive in whole days, then lower progress, then by name', () => {
    const ranked = rankAtRisk(
      [
        row(1, '2026-10-01 12:00:00'),
        row(2, null, 30),
        row(3, '2026-09-01 12:00:00'),
        // The same whole day as user 1 (50 days and some hours): progress decides.
        row(4, '2026-10-01 08:00:00', 5),
        row(5, null, 30, 'Adam'),
        row(6, null, 20),
      ],
      NOW,
      10,
    );
    expect(ranked.map((r) => r.userId)).toEqual([6, 5, 2, 3, 4, 1]);
  });

  it('keeps only the first rows asked for', () => {
    const many = Array.from({ length: 30 }, (_, index) =>
      row(index + 1, `2026-10-${String(index + 1).padStart(2, '0')} 00:00:00`),
    );
    const ranked = rankAtRisk(many, NOW, 20);
    expect(ranked).toHaveLength(20);
    expect(ranked[0]!.userId).toBe(1);
    expect(ranked.at(-1)!.userId).toBe(20);
    expect(rankAtRisk(many, NOW, 0)).toEqual([]);
  });
});
