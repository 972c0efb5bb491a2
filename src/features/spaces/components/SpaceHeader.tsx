import { Trans, useLingui } from '@lingui/react/macro';
import { paths } from '../../../routes/paths';
import { PlaceHeader } from '../../../components/PlaceHeader';
import { PlaceTabs } from '../../../components/PlaceTabs';
import { SpacePicker } from '../../../components/SpacePicker';
import type { SpaceInfo } from '../space-info';
import { privacyName } from '../privacy';
import { PendingCountBadge } from './PendingCountBadge';

/** The views of a space: its members table, and the insights drawn from it. */
export type SpaceView = 'members' | 'insights';

interface SpaceHeaderProps {
  space: SpaceInfo;
  onSpaceChange: (slug: string) => void;
  /** Which view of the space this is (default: the members table). */
  view?: SpaceView;
}

/** The space's name with its pending requests, a picker to switch spaces, and its views. */
export function SpaceHeader({ space, onSpaceChange, view = 'members' }: SpaceHeaderProps) {
  const { t } = useLingui();
  const slug = space.slug;
  const privacy = space.privacy ? privacyName(space.privacy) : null;
  const members = t`Members`;
  const insights = t`Insights`;
  return (
    <div className="space-y-3">
      <PlaceHeader
        parent={{ to: paths.spaces(), label: t`Spaces` }}
        current={view === 'members' ? members : insights}
        title={space.title}
        icon={space.emoji}
        badge={<PendingCountBadge slug={space.slug} className="shrink-0" />}
        subtitle={
          <>
            {view === 'members' ? (
              <Trans>
                Members of <bdi className="font-mono">{slug}</bdi>
              </Trans>
            ) : (
              <Trans>
                Insights of <bdi className="font-mono">{slug}</bdi>
              </Trans>
            )}
            {privacy ? ` · ${privacy}` : ''}
          </>
        }
        picker={<SpacePicker value={space.slug} onChange={onSpaceChange} label={t`Switch space`} />}
      />
      <PlaceTabs
        label={t`Space views`}
        tabs={[
          { to: paths.spaceMembers(space.slug), label: members, current: view === 'members' },
          { to: paths.spaceInsights(space.slug), label: insights, current: view === 'insights' },
        ]}
      />
    </div>
  );
}
