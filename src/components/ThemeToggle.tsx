import { setThemePreference, useThemePreference, type ThemePreference } from '../lib/theme';
import { Icon, type IconName } from './Icon';

const options: Array<{ value: ThemePreference; label: string; icon: IconName }> = [
  { value: 'system', label: 'System', icon: 'monitor' },
  { value: 'light', label: 'Light', icon: 'sun' },
  { value: 'dark', label: 'Dark', icon: 'moon' },
];

/** Follow the OS (default), or force light or dark. */
export function ThemeToggle() {
  const preference = useThemePreference();
  return (
    <div
      role="group"
      aria-label="Colour theme"
      className="inline-flex rounded-control border border-border bg-surface p-0.5"
    >
      {options.map((option) => {
        const selected = option.value === preference;
        return (
          <button
            key={option.value}
            type="button"
            aria-pressed={selected}
            title={`${option.label} theme`}
            onClick={() => setThemePreference(option.value)}
            className={`inline-flex size-7 items-center justify-center rounded-[0.375rem] ${
              selected ? 'bg-surface-muted text-ink' : 'text-ink-muted hover:text-ink'
            }`}
          >
            <Icon name={option.icon} />
            <span className="sr-only">{option.label}</span>
          </button>
        );
      })}
    </div>
  );
}
