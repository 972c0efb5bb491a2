import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { safeParse } from 'zod/v4/core';
import { ApiClientProvider } from '../api/ApiClientProvider';
import type { ApiClient, GetOptions } from '../api/client';
import { isolatedName } from '../test/isolated-text';
import { readSample } from '../test/samples';
import { CoursePicker } from './CoursePicker';
import { noActions } from '../test/no-actions';

afterEach(cleanup);

describe('CoursePicker', () => {
  it("isolates each course's title in its option's text, a right-to-left one too", async () => {
    const answer = readSample('courses_list.json') as {
      courses: { data: { id: number; title: string }[] };
    };
    const data = answer.courses.data.map((course) =>
      course.id === 5 ? { ...course, title: 'أساسيات فيغما' } : course,
    );
    const get = vi.fn(async (_route: string, options: GetOptions<never>) => {
      const parsed = safeParse(options.schema, {
        ...answer,
        courses: { ...answer.courses, data },
      });
      if (!parsed.success) throw new Error(parsed.error.message);
      return parsed.data;
    });
    const client: ApiClient = {
      root: { form: 'pretty', url: 'https://site.test/wp-json/' },
      get,
      act: noActions,
    };
    render(
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <ApiClientProvider client={client}>
          <CoursePicker value={6} onChange={() => undefined} />
        </ApiClientProvider>
      </QueryClientProvider>,
    );
    expect((await screen.findByRole('option', { name: /فيغما/ })).textContent).toBe(
      `${isolatedName('أساسيات فيغما')} (20)`,
    );
    expect(screen.getByRole('option', { name: /Typography/ }).textContent).toBe(
      `${isolatedName('Advanced Typography')} (21)`,
    );
  });
});
