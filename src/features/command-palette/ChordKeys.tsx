import { Trans } from '@lingui/react/macro';
import { Fragment } from 'react';
import { keyLabels, type KeyChord } from '../../lib/keyboard-shortcuts';

/**
 * A chord as keycaps: `Ctrl` + `K` (`⌘` `K` on a Mac). A key drawn as a symbol (↓, ?) says its
 * name to screen readers.
 */
export function ChordKeys({ chord }: { chord: KeyChord }) {
  const labels = keyLabels(chord);
  return (
    <span className="inline-flex items-center gap-0.5 whitespace-nowrap">
      {labels.map((label, index) => (
        <Fragment key={index}>
          {index > 0 ? (
            <span aria-hidden="true" className="text-xs text-ink-muted">
              +
            </span>
          ) : null}
          <kbd className="inline-flex min-w-6 justify-center rounded border border-border bg-surface-muted px-1.5 py-0.5 font-mono text-xs text-ink">
            {label.spoken ? (
              <>
                <span aria-hidden="true">{label.shown}</span>
                <span className="sr-only">{label.spoken}</span>
              </>
            ) : (
              label.shown
            )}
          </kbd>
        </Fragment>
      ))}
    </span>
  );
}

/** Each chord of a shortcut, with "or" between. */
export function ShortcutKeys({ chords }: { chords: readonly KeyChord[] }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      {chords.map((chord, index) => (
        <Fragment key={index}>
          {index > 0 ? (
            <span className="text-xs text-ink-muted">
              <Trans comment="Between two keys that do the same">or</Trans>
            </span>
          ) : null}
          <ChordKeys chord={chord} />
        </Fragment>
      ))}
    </span>
  );
}
