import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { CourseInsightsAnswer } from '../../../api/schemas/insights';
import { weekBoundaries } from '../../../insights/aggregate/week-boundaries';
import { figuresFromCount } from '../insights/course-figures';
import { CourseInsightsView } from './CourseInsightsView';

const NOW = new Date(Date.UTC(2026, 10, 20, 12));

function counted(atRisk: number, named: number): CourseInsightsAnswer {
  return {
    counted_at: new Date().toISOString(),
    students: 100,
    progress: { not_started: 50, p1_24: 10, p25_49: 10, p50_74: 10, p75_99: 10, completed: 10 },
    enrolled_earlier: 0,
    enrolled_later: 0,
    weeks: Array.from({ length: 26 }, () => ({ start: '', enrolled: 0 })),
    at_risk: {
      count: atRisk,
      students: Array.from({ length: named }, (_, index) => ({
        user_id: index + 1,
        username: `student${index + 1}`,
        display_name: `Student ${index + 1}`,
        avatar: '',
        progress: 0,
        enrolled_at: '2026-01-01 00:00:00',
        last_activity: null,
      })),
    },
  };
}

function renderView(answer: CourseInsightsAnswer) {
  render(
    <MemoryRouter>
      <CourseInsightsView
        courseId={7}
        figures={figuresFromCount(answer, weekBoundaries(NOW, 26), NOW)}
      />
    </MemoryRouter>,
  );
  return screen.getByRole('region', { name: 'Students at risk' });
}

afterEach(cleanup);

describe('CourseInsightsView', () => {
  it('names the first students at risk of many, and leads to all students by last activity', () => {
    const region = renderView(counted(1234, 20));
    expect(within(region).getAllByRole('row')).toHaveLength(21);
    expect(region).toHaveTextContent('The 20 inactive longest of 1,234 students at risk.');
    expect(
      within(region).getByRole('link', { name: 'All students, least recently active first' }),
    ).toHaveAttribute('href', '/courses/7/students?sort_by=last_activity&sort_dir=ASC');
  });

  it('lists every student at risk when they are few, with no such line', () => {
    const region = renderView(counted(3, 3));
    expect(within(region).getAllByRole('row')).toHaveLength(4);
    expect(region).not.toHaveTextContent(/inactive longest/);
  });
});
