import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../features/auth/session-store';
import { testSession } from '../../test/session-fixture';
import { isolatedText } from '../../test/isolated-text';
import { RoleWarning } from './RoleWarning';

afterEach(() => {
  cleanup();
  sessionStore.signOut();
  sessionStorage.clear();
});

describe('RoleWarning', () => {
  it('isolates the account’s name in its sentence, a right-to-left one too', () => {
    const session = testSession();
    sessionStore.signIn({ ...session, user: { ...session.user, name: 'نورة', isManager: false } });
    render(<RoleWarning />);
    expect(isolatedText(screen.getByText(/is neither an administrator/))).toMatch(
      /^\[نورة\] is neither an administrator nor a community moderator on this site\./,
    );
  });
});
