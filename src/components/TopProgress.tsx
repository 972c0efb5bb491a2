import { useLingui } from '@lingui/react/macro';

interface TopProgressProps {
  active: boolean;
  label?: string;
}

/** The thin bar shown while a background fetch runs and the previous data stays on screen. */
export function TopProgress({ active, label: given }: TopProgressProps) {
  const { t } = useLingui();
  const label = given ?? t`Loading`;
  return (
    <div className="relative h-0.5 w-full overflow-hidden" aria-hidden={!active}>
      {active ? (
        <div
          role="progressbar"
          aria-label={label}
          className="absolute inset-y-0 w-2/5 bg-accent motion-safe:animate-[progress-slide_1.1s_ease-in-out_infinite]"
        />
      ) : null}
    </div>
  );
}
