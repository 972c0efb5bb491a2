import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Profile } from '../../api/schemas/profile';
import { displayUrl, safeHttpUrl } from '../../lib/safe-url';
import { Avatar } from '../Avatar';
import { ExternalLink } from '../ExternalLink';
import { profileBadges } from './badges';
import { BadgeList } from './BadgeList';
import { SocialLinkList } from './SocialLinkList';
import { VerifiedMark } from './VerifiedMark';

export interface ProfileFact {
  label: string;
  value: ReactNode;
}

interface ProfileDetailsProps {
  profile: Profile;
  /** Facts of the page the panel opened from: role and join date, progress… */
  facts: ProfileFact[];
}

/**
 * A member's profile in the side panel: cover photo, avatar, name, badges, short description
 * (plain text: React escapes it, nothing of it runs as HTML), website, social links, and the
 * profile's page on the site. Every outside link is http(s) only and opens safely.
 */
export function ProfileDetails({ profile, facts }: ProfileDetailsProps) {
  const cover = safeHttpUrl(profile.meta.cover_photo);
  const website = safeHttpUrl(profile.meta.website);
  const { t } = useLingui();
  const permalink = safeHttpUrl(profile.permalink);
  const name = profile.display_name.trim() || t`Unnamed member`;
  return (
    <div className="pb-6">
      <div className="h-32 bg-gradient-to-br from-accent/25 to-accent/5">
        {cover ? (
          <img
            src={cover}
            alt=""
            referrerPolicy="no-referrer"
            className="h-full w-full object-cover"
          />
        ) : null}
      </div>
      <div className="space-y-5 px-5">
        <div className="-mt-10 space-y-2">
          <Avatar src={profile.avatar} name={name} size={80} className="border-4 border-surface" />
          <div className="flex min-w-0 items-center gap-1.5">
            <p className="min-w-0 text-lg font-semibold break-words" dir="auto">
              {name}
            </p>
            {profile.is_verified ? <VerifiedMark className="size-5" /> : null}
          </div>
          {profile.username ? (
            <p className="text-sm break-all text-ink-muted" dir="auto">
              @{profile.username}
            </p>
          ) : null}
          <BadgeList badges={profileBadges(profile)} />
        </div>
        {profile.short_description.trim() ? (
          <p className="text-sm break-words whitespace-pre-line text-ink" dir="auto">
            {profile.short_description.trim()}
          </p>
        ) : null}
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
          {facts.map((fact) => (
            <div key={fact.label} className="contents">
              <dt className="text-ink-muted">{fact.label}</dt>
              <dd className="min-w-0 text-ink">{fact.value}</dd>
            </div>
          ))}
          {website ? (
            <div className="contents">
              <dt className="text-ink-muted">
                <Trans>Website</Trans>
              </dt>
              <dd className="min-w-0 break-all">
                <ExternalLink href={website}>{displayUrl(website)}</ExternalLink>
              </dd>
            </div>
          ) : null}
        </dl>
        <SocialLinkList links={profile.meta.social_links} />
        {permalink ? (
          <ExternalLink href={permalink} className="inline-block">
            <Trans>View profile on the site</Trans>
          </ExternalLink>
        ) : null}
      </div>
    </div>
  );
}
