import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginForm } from './LoginForm';
import { whenLoginFormShown } from './login-form-shown';
import { stageNothing } from '../../test/stage-nothing';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('LoginForm', () => {
  it('says it is on screen once the frame that shows it has been painted, not before', () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
    });
    const shown = vi.fn();
    whenLoginFormShown(shown);

    render(
      <LoginForm
        defaults={{ site: '', username: '' }}
        landing="/"
        onSignedIn={() => undefined}
        loadLandingStager={stageNothing}
      />,
    );
    expect(screen.getByLabelText('Username')).toBeInTheDocument();
    expect(shown).not.toHaveBeenCalled();
    // The next frame is painted after its animation-frame callbacks: still not yet ...
    act(() => vi.advanceTimersToNextFrame());
    expect(shown).not.toHaveBeenCalled();
    // ... then the task queued from it runs, after the paint.
    act(() => vi.runOnlyPendingTimers());
    expect(shown).toHaveBeenCalledTimes(1);
  });
});
