import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Course } from '../../../api/schemas/space';
import { CourseList } from './CourseList';

const course = (id: number, title: string, students: number): Course => ({
  id,
  title,
  slug: `course-${id}`,
  type: 'course',
  privacy: 'public',
  status: 'published',
  description: '',
  cover_photo: null,
  created_at: null,
  updated_at: null,
  students_count: students,
});

afterEach(cleanup);

describe('CourseList', () => {
  it("counts each course's students with the noun that agrees, and names an untitled one", () => {
    render(
      <MemoryRouter>
        <CourseList courses={[course(3, 'Figma basics', 1), course(4, '', 1204)]} />
      </MemoryRouter>,
    );
    expect(screen.getByText('1 student · #3')).toBeInTheDocument();
    expect(screen.getByText('1,204 students · #4')).toBeInTheDocument();
    expect(screen.getByText('Course #4')).toBeInTheDocument();
  });
});
