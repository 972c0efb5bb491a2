import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { StatCard } from './StatCard';

function renderCard(props: Parameters<typeof StatCard>[0]) {
  return render(
    <MemoryRouter>
      <StatCard {...props} />
    </MemoryRouter>,
  );
}

afterEach(cleanup);

describe('StatCard', () => {
  it('shows the label, the number formatted and the hint', () => {
    renderCard({ label: 'Members', value: 2000, hint: 'of 2,400 users' });
    expect(screen.getByText('Members')).toBeInTheDocument();
    expect(screen.getByText('2,000')).toBeInTheDocument();
    expect(screen.getByText('of 2,400 users')).toBeInTheDocument();
  });

  it('shows a rise with a plus, an arrow and a spoken sentence', () => {
    const { container } = renderCard({
      label: 'New members',
      value: 56,
      change: { previous: 50, period: 'previous 7 days' },
    });
    expect(screen.getByText('+12% vs previous 7 days')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('Up 12% from 50 in the previous 7 days')).toHaveClass('sr-only');
    expect(container.querySelector('svg')).not.toBeNull();
    expect(screen.getByText('+12% vs previous 7 days').parentElement).toHaveClass('text-success');
  });

  it('shows a fall with a minus sign, and in red only when down is bad', () => {
    renderCard({ label: 'Posts', value: 45, change: { previous: 50, period: 'previous 7 days' } });
    const fall = screen.getByText('−10% vs previous 7 days');
    expect(fall.parentElement).toHaveClass('text-danger');
    cleanup();
    renderCard({
      label: 'Pending',
      value: 45,
      change: { previous: 50, period: 'previous 7 days', better: 'down' },
    });
    expect(screen.getByText('−10% vs previous 7 days').parentElement).toHaveClass('text-success');
  });

  it('says no change without an arrow, and rises from zero without a percentage', () => {
    const { container } = renderCard({ label: 'Posts', value: 0, change: { previous: 0 } });
    expect(screen.getByText('No change vs previous period')).toBeInTheDocument();
    expect(container.querySelector('svg')).toBeNull();
    cleanup();
    renderCard({ label: 'Posts', value: 3, change: { previous: 0, period: 'previous 7 days' } });
    expect(screen.getByText('Up from 0 vs previous 7 days')).toBeInTheDocument();
    expect(screen.queryByText(/%/)).toBeNull();
  });

  it('is a link when given href', () => {
    renderCard({ label: 'Members', value: 1, href: '/spaces' });
    expect(screen.getByRole('link', { name: 'Members' })).toHaveAttribute('href', '/spaces');
  });

  it('shows a placeholder instead of the number and change while loading', () => {
    const { container } = renderCard({
      label: 'Members',
      value: 0,
      change: { previous: 10 },
      loading: true,
    });
    expect(container.firstElementChild).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(screen.queryByText('0')).toBeNull();
    expect(screen.queryByText(/vs previous/)).toBeNull();
  });
});
