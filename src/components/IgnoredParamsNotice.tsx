import { Trans } from '@lingui/react/macro';
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
  const count = ignored.length;
  return (
    <Callout tone="warning" role="status" className="flex items-start justify-between gap-3">
      <p className="min-w-0 break-words">
        {count === 1 ? (
          <Trans comment="Then the one parameter of the link that was ignored, as code">
            Ignored <Params ignored={ignored} /> from the link: it is not valid here.
          </Trans>
        ) : (
          <Trans comment="Then the parameters of the link that were ignored, as code">
            Ignored <Params ignored={ignored} /> from the link: they are not valid here.
          </Trans>
        )}
      </p>
      <Button variant="ghost" size="sm" onClick={() => setDismissed(key)}>
        <Trans>Dismiss</Trans>
      </Button>
    </Callout>
  );
}

/** The parameters ignored, as code (`page=abc, sort=x`): written left to right, as typed. */
function Params({ ignored }: { ignored: readonly string[] }) {
  return (
    <>
      {ignored.map((param, index) => (
        <span key={param}>
          {index > 0 ? ', ' : null}
          <code className="rounded bg-surface-muted px-1 font-mono text-xs" dir="ltr">
            {param}
          </code>
        </span>
      ))}
    </>
  );
}
