import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { setThemePreference, useThemePreference, type ThemePreference } from '../lib/theme';
import { Icon, type IconName } from './Icon';

const options: Array<{
  value: ThemePreference;
  label: MessageDescriptor;
  title: MessageDescriptor;
  icon: IconName;
}> = [
  { value: 'system', label: msg`System`, title: msg`System theme`, icon: 'monitor' },
  { value: 'light', label: msg`Light`, title: msg`Light theme`, icon: 'sun' },
  { value: 'dark', label: msg`Dark`, title: msg`Dark theme`, icon: 'moon' },
];

/** Follow the OS (default), or force light or dark. */
export function ThemeToggle() {
  const { t, i18n } = useLingui();
  const preference = useThemePreference();
  return (
    <div
      role="group"
      aria-label={t`Colour theme`}
      className="inline-flex rounded-control border border-border bg-surface p-0.5"
    >
      {options.map((option) => {
        const selected = option.value === preference;
        return (
          <button
            key={option.value}
            type="button"
            aria-pressed={selected}
            title={i18n._(option.title)}
            onClick={() => setThemePreference(option.value)}
            className={`inline-flex size-7 items-center justify-center rounded-[0.375rem] ${
              selected ? 'bg-surface-muted text-ink' : 'text-ink-muted hover:text-ink'
            }`}
          >
            <Icon name={option.icon} />
            <span className="sr-only">{i18n._(option.label)}</span>
          </button>
        );
      })}
    </div>
  );
}
