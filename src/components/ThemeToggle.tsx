import { setThemePreference, useThemePreference, type ThemePreference } from '../lib/theme';

const options: Array<{ value: ThemePreference; label: string; icon: string }> = [
  { value: 'system', label: 'System', icon: 'M4 5h16v10H4zM9 19h6M12 15v4' },
  {
    value: 'light',
    label: 'Light',
    icon: 'M12 4v2M12 18v2M4 12h2M18 12h2M6.3 6.3l1.4 1.4M16.3 16.3l1.4 1.4M6.3 17.7l1.4-1.4M16.3 7.7l1.4-1.4M12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6z',
  },
  { value: 'dark', label: 'Dark', icon: 'M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z' },
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
            <svg
              viewBox="0 0 24 24"
              className="size-4"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              aria-hidden="true"
            >
              <path d={option.icon} strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            <span className="sr-only">{option.label}</span>
          </button>
        );
      })}
    </div>
  );
}
