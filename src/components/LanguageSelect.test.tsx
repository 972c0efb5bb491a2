import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale, initialLocale, loadMessages } from '../lib/i18n/activate-locale';
import { LanguageSelect } from './LanguageSelect';

afterEach(async () => {
  cleanup();
  localStorage.clear();
  await activateLocale('en');
});

function renderSelect() {
  render(
    <I18nProvider i18n={i18n}>
      <LanguageSelect />
      <p>
        <Trans>Sign out</Trans>
      </p>
    </I18nProvider>,
  );
}

describe('LanguageSelect', () => {
  it('shows the page in the language chosen, right to left for Arabic, and remembers it', async () => {
    // Signed in: the shell has asked for the app's messages (app/page-modules.ts).
    await loadMessages('app');
    renderSelect();
    expect(screen.getByText('Sign out')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Language'), 'ar');
    expect(await screen.findByText('تسجيل الخروج')).toBeInTheDocument();
    expect(screen.getByLabelText('اللغة')).toHaveValue('ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(initialLocale()).toBe('ar');

    await userEvent.selectOptions(screen.getByLabelText('اللغة'), 'de');
    expect(await screen.findByText('Abmelden')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });

  it('names each language in itself, marked with its own language and direction', () => {
    renderSelect();
    const arabic = screen.getByRole('option', { name: 'العربية' });
    expect(arabic).toHaveAttribute('lang', 'ar');
    expect(arabic).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('option', { name: 'Deutsch' })).toHaveAttribute('lang', 'de');
  });
});
