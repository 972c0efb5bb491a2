import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { filledSocialLinks } from '../../lib/social-links';
import type { SocialLinks } from '../../api/schemas/profile';
import { ExternalLink } from '../ExternalLink';

/** The social links a member filled in; one that cannot be made safe shows as text. */
export function SocialLinkList({ links }: { links: SocialLinks | undefined }) {
  const headingId = useId();
  const filled = filledSocialLinks(links);
  if (filled.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="text-xs font-semibold text-ink-muted uppercase">
        <Trans>Social links</Trans>
      </h3>
      <ul className="mt-2 space-y-1.5 text-sm">
        {filled.map((link) => (
          <li key={link.key} className="flex min-w-0 gap-2">
            <span className="w-24 shrink-0 text-ink-muted">{link.label}</span>
            {link.href ? (
              <ExternalLink href={link.href} className="min-w-0 break-all">
                <span dir="auto">{link.text}</span>
              </ExternalLink>
            ) : (
              <span dir="auto" className="min-w-0 break-all text-ink">
                {link.text}
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
