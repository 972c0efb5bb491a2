import { Trans, useLingui } from '@lingui/react/macro';
import type { Profile } from '../../api/schemas/profile';
import { safeHttpUrl } from '../../lib/safe-url';
import { isolated } from '../../lib/sentence';
import { ExternalLink } from '../ExternalLink';
import { Icon } from '../Icon';
import { useProfileOpener } from './profile-opener';

interface AuthorNameProps {
  /** The author's profile as the post or comment carries it; `null` for a deleted account. */
  profile: Profile | null;
  name: string;
  className?: string;
}

/**
 * An author's name in the feed. Under a profile panel (ProfilePanelHost) it opens the panel on
 * the author's profile, and a small icon beside it still opens their profile on the site (new
 * tab); without a panel, the name itself links to the site. A deleted author is plain text.
 */
export function AuthorName({ profile, name, className = '' }: AuthorNameProps) {
  const { t } = useLingui();
  const openProfile = useProfileOpener();
  const onSite = safeHttpUrl(profile?.permalink);
  const person = isolated(name);
  const siteTitle = t({
    comment: "{person}: a member's name",
    message: `Open ${person}’s profile on the site`,
  });
  if (profile && openProfile) {
    return (
      <>
        <button
          type="button"
          dir="auto"
          onClick={() => openProfile(profile)}
          title={t({
            comment: "{person}: a member's name",
            message: `Show ${person}’s profile and latest activity`,
          })}
          className={`cursor-pointer text-start hover:underline ${className}`}
        >
          {name}
        </button>
        {onSite ? (
          <ExternalLink
            href={onSite}
            title={siteTitle}
            className="inline-flex size-6 items-center justify-center rounded-control hover:bg-surface-muted"
          >
            <Icon name="external" className="size-3.5" />
            <span className="sr-only">
              <Trans>
                <bdi>{name}</bdi>’s profile on the site
              </Trans>
            </span>
          </ExternalLink>
        ) : null}
      </>
    );
  }
  if (onSite) {
    return (
      <a
        href={onSite}
        target="_blank"
        rel="noopener noreferrer"
        dir="auto"
        className={`hover:underline ${className}`}
        title={siteTitle}
      >
        {name}
      </a>
    );
  }
  return (
    <span dir="auto" className={className}>
      {name}
    </span>
  );
}
