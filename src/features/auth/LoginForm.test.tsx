import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginForm } from './LoginForm';
import { whenLoginFormShown } from './login-form-shown';
import { json, SITE_ADMIN, SITE_INDEX } from '../../test/sign-in-site';
import { stageNothing } from '../../test/stage-nothing';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

/** A site at community.example whose index answers `index()`; the paths asked, in order. */
function stubSite(index: () => Response | Promise<Response>) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input) => {
      const url = new URL(String(input));
      asked.push(url.pathname);
      if (url.pathname === '/wp-json/wp/v2/users/me') return json(SITE_ADMIN);
      if (url.pathname === '/wp-json/') return index();
      throw new TypeError('Failed to fetch');
    }),
  );
  return asked;
}

function renderForm(onSignedIn: () => void) {
  render(
    <LoginForm
      defaults={{ site: 'https://community.example', username: 'admin' }}
      landing="/"
      onSignedIn={onSignedIn}
      loadLandingStager={stageNothing}
    />,
  );
}

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

  it('looks for the site while the password is typed, so "Sign in" sends only the check', async () => {
    const asked = stubSite(() => json(SITE_INDEX));
    const signedIn = vi.fn();
    renderForm(signedIn);
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Application password'));
    await waitFor(() => expect(asked).toEqual(['/wp-json/']));
    await user.keyboard('abcd EFGH ijkl MNOP qrst UVWX');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(signedIn).toHaveBeenCalledTimes(1));
    expect(asked).toEqual(['/wp-json/', '/wp-json/wp/v2/users/me']);
  });

  it('looks again on "Sign in" when the first look failed', async () => {
    let down = true;
    const asked = stubSite(() =>
      down ? Promise.reject(new TypeError('offline')) : json(SITE_INDEX),
    );
    const signedIn = vi.fn();
    renderForm(signedIn);
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Application password'));
    await waitFor(() => expect(asked.length).toBeGreaterThan(0));
    // Every place the address may put the API was tried, and none answered.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const firstLook = asked.length;
    down = false;
    await user.keyboard('abcd EFGH ijkl MNOP qrst UVWX');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(signedIn).toHaveBeenCalledTimes(1));
    expect(asked.slice(firstLook)).toEqual(['/wp-json/', '/wp-json/wp/v2/users/me']);
  });
});
