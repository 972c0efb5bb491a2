import { useState } from 'react';
import { Button } from './Button';
import { Callout } from './Callout';

/**
 * Says which parameters of the link were not understood and fell back to defaults, e.g.
 * `page=abc`, so a mistyped shared link does not silently show something else.
 */
export function IgnoredParamsNotice({ ignored }: { ignored: readonly string[] }) {
  const key = ignored.join('&');
  const [dismissed, setDismissed] = useState<string | null>(null);
  if (ignored.length === 0 || dismissed === key) return null;
  return (
    <Callout tone="warning" role="status" className="flex items-start justify-between gap-3">
      <p className="min-w-0 break-words">
        Ignored{' '}
        {ignored.map((param, index) => (
          <span key={param}>
            {index > 0 ? ', ' : null}
            <code className="rounded bg-surface-muted px-1 font-mono text-xs" dir="auto">
              {param}
            </code>
          </span>
        ))}{' '}
        from the link: {ignored.length === 1 ? 'it is' : 'they are'} not valid here.
      </p>
      <Button variant="ghost" size="sm" onClick={() => setDismissed(key)}>
        Dismiss
      </Button>
    </Callout>
  );
}
