import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isolatedText } from '../../test/isolated-text';
import { MissingViewNotice } from './MissingViewNotice';
import { OWNER, renderWithViews } from '../../test/render-with-views';
import { savedViewsStore } from '../../lib/saved-views/store';

beforeEach(() => localStorage.clear());
afterEach(cleanup);

const GONE = '/spaces/gone-space/members?search=ana';

describe('MissingViewNotice', () => {
  it('says the saved view points to a place that is gone, and deletes it on request', async () => {
    savedViewsStore.save(OWNER, { name: 'מועדון ישן', path: GONE, columns: null });
    savedViewsStore.save(OWNER, { name: 'Feed', path: '/feed', columns: null });
    renderWithViews(<MissingViewNotice kind="space" />, { url: GONE });

    // The view's name is isolated in the title's sentence (a right-to-left one too).
    expect(isolatedText(screen.getByText(/^Saved view/))).toBe('Saved view “[מועדון ישן]”');
    expect(
      screen.getByText('This saved view points to a space that no longer exists.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete this view' }));

    expect(savedViewsStore.list(OWNER).map((view) => view.name)).toEqual(['Feed']);
    expect(screen.getByRole('status')).toHaveTextContent('Deleted the saved view “מועדון ישן”.');
    expect(screen.getByRole('status')).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Delete this view' })).toBeNull();
  });

  it('names a course for a course, and shows nothing unless the URL is exactly a view’s', () => {
    savedViewsStore.save(OWNER, {
      name: 'Old course',
      path: '/courses/99/students',
      columns: null,
    });
    renderWithViews(<MissingViewNotice kind="course" />, { url: '/courses/99/students' });
    expect(screen.getByText(/points to a course that no longer exists/)).toBeInTheDocument();
    cleanup();

    renderWithViews(<MissingViewNotice kind="course" />, {
      url: '/courses/99/students?search=x',
    });
    expect(screen.queryByRole('button', { name: 'Delete this view' })).toBeNull();
    cleanup();

    renderWithViews(<MissingViewNotice kind="course" />, {
      url: '/courses/99/students',
      owner: { ...OWNER, username: 'someone-else' },
    });
    expect(screen.queryByRole('button', { name: 'Delete this view' })).toBeNull();
  });
});
