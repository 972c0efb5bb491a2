import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

/**
 * A link to another site, opened in a new tab without giving that tab a handle on this one
 * (`noopener`) or telling it where the visitor came from (`noreferrer`). `href` must already
 * be a safe http(s) address (see lib/safe-url.ts).
 */
export function ExternalLink({
  href,
  children,
  className = '',
  title,
}: {
  href: string;
  children: ReactNode;
  className?: string;
  /** A tooltip, for a link whose visible content is an icon. */
  title?: string;
}) {
  return (
    <a
      href={href}
      title={title}
      target="_blank"
      rel="noopener noreferrer"
      className={`font-medium text-accent underline-offset-2 hover:underline ${className}`}
    >
      {children}
      <span className="sr-only">
        {' '}
        <Trans>(opens in a new tab)</Trans>
      </span>
    </a>
  );
}
