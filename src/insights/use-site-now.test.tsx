import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SiteClock } from '../lib/site-clock';
import { ViewerProvider } from '../lib/viewer';
import { useSiteNow } from './use-site-now';

function renderAt(instant: string, siteClock: SiteClock) {
  vi.useFakeTimers({ now: new Date(instant), toFake: ['Date'] });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ViewerProvider
      viewer={{
        name: 'Admin',
        username: 'admin',
        isManager: true,
        isAdministrator: false,
        siteClock,
      }}
    >
      {children}
    </ViewerProvider>
  );
  return renderHook(() => useSiteNow(), { wrapper });
}

afterEach(() => vi.useRealTimers());

describe('useSiteNow', () => {
  it("reads the site's wall clock in its zone, floored to the hour", () => {
    const { result } = renderAt('2026-11-24T13:47:12Z', {
      timezone: 'Asia/Kolkata',
      gmtOffsetHours: 0,
    });
    expect(result.current.toISOString()).toBe('2026-11-24T19:00:00.000Z');
  });

  it('uses the bare offset when the site names no zone', () => {
    const { result } = renderAt('2026-11-24T00:30:00Z', { timezone: null, gmtOffsetHours: -5 });
    expect(result.current.toISOString()).toBe('2026-11-23T19:00:00.000Z');
  });

  it('stays the same across renders, so the walks keep their cache keys', () => {
    const { result, rerender } = renderAt('2026-11-24T13:47:12Z', UTC);
    const first = result.current;
    vi.setSystemTime(new Date('2026-11-24T15:10:00Z'));
    rerender();
    expect(result.current).toBe(first);
  });
});

const UTC: SiteClock = { timezone: null, gmtOffsetHours: 0 };
