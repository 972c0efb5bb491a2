import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Icon, isMirroredInRtl } from './Icon';
import { VerifiedMark } from './profile/VerifiedMark';

afterEach(cleanup);

describe('Icon', () => {
  it('is hidden from screen readers by default, sized by its class', () => {
    const { container } = render(<Icon name="search" className="size-5 text-ink-muted" />);
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).not.toHaveAttribute('role');
    expect(svg).toHaveClass('size-5', 'text-ink-muted');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('is mirrored right to left when it points along the line, and only then', () => {
    const { container } = render(
      <>
        <Icon name="nextPage" />
        <Icon name="sortAscending" />
      </>,
    );
    const [next, sort] = container.querySelectorAll('svg');
    expect(next).toHaveClass('rtl:-scale-x-100');
    expect(sort).not.toHaveClass('rtl:-scale-x-100');
    for (const name of ['firstPage', 'previousPage', 'lastPage', 'external'] as const) {
      expect(isMirroredInRtl(name)).toBe(true);
    }
    for (const name of ['play', 'history', 'sortDescending', 'download'] as const) {
      expect(isMirroredInRtl(name)).toBe(false);
    }
  });

  it('becomes a named image when labelled', () => {
    render(<Icon name="pin" label="Pinned" />);
    const image = screen.getByRole('img', { name: 'Pinned' });
    expect(image).not.toHaveAttribute('aria-hidden');
  });
});

describe('VerifiedMark', () => {
  it('is one image named "Verified"', () => {
    render(<VerifiedMark className="size-5" />);
    expect(screen.getByRole('img', { name: 'Verified' })).toHaveClass('size-5', 'text-accent');
  });
});
