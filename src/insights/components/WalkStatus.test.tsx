import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InsightsWalk, WalkDataBase } from '../../lib/walks/use-walk';
import { named } from '../../lib/sentence';
import { isolatedName, isolatedText } from '../../test/isolated-text';
import { NOUNS } from '../noun';
import { WalkStatus } from './WalkStatus';

function walk(patch: Partial<InsightsWalk<WalkDataBase>>): InsightsWalk<WalkDataBase> {
  return {
    data: undefined,
    progress: null,
    isWalking: false,
    isRestoring: false,
    error: null,
    cancel: vi.fn(),
    resume: vi.fn(),
    ...patch,
  };
}

const whole: WalkDataBase = {
  complete: true,
  requests: 3,
  fetchedAt: new Date('2026-11-24T12:00:00Z'),
  startedAt: new Date('2026-11-24T11:59:58Z'),
};

const what = 'Reading the members of General';

afterEach(cleanup);

describe('WalkStatus', () => {
  it('says how far a running walk has read, and stops it on Cancel', async () => {
    const running = walk({ isWalking: true, progress: { rows: 312, total: 2000, requests: 4 } });
    render(<WalkStatus walk={running} noun={NOUNS.member} what={what} />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Reading the members of General: 312 of 2,000 members',
    );
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '16');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(running.cancel).toHaveBeenCalledOnce();
  });

  it('isolates the place’s title in its sentence, a right-to-left one too', () => {
    const running = walk({ isWalking: true, progress: { rows: 3, total: 20, requests: 1 } });
    render(
      <WalkStatus
        walk={running}
        noun={NOUNS.member}
        what={['Reading the members of ', named('המועדון')]}
      />,
    );
    expect(isolatedText(screen.getByText(/^Reading the members of/))).toBe(
      'Reading the members of [המועדון]: 3 of 20 members',
    );
    expect(
      screen.getByRole('progressbar', {
        name: `Reading the members of ${isolatedName('המועדון')}: 3 of 20 members`,
      }),
    ).toBeInTheDocument();
  });

  it('calls stopped figures partial, and continues them on Resume', async () => {
    const stopped = walk({ data: { ...whole, complete: false, stoppedBy: 'cancelled' } });
    render(<WalkStatus walk={stopped} noun={NOUNS.member} what={what} />);
    expect(screen.getByText('These figures are partial')).toBeInTheDocument();
    expect(screen.getByText(/Reading members was stopped before the end/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Resume' }));
    expect(stopped.resume).toHaveBeenCalledOnce();
  });

  it('explains a walk that failed before reading anything, with a way to try again', async () => {
    const failed = walk({ error: new Error('The site answered 500.') });
    render(<WalkStatus walk={failed} noun={NOUNS.member} what={what} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not read the members');
    expect(screen.getByRole('alert')).toHaveTextContent('The site answered 500.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(failed.resume).toHaveBeenCalledOnce();
  });

  it('shows nothing once the figures are whole', () => {
    const { container } = render(
      <WalkStatus walk={walk({ data: whole })} noun={NOUNS.member} what={what} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
