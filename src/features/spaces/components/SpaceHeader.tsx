import { paths } from '../../../routes/paths';
import { PlaceHeader } from '../../../components/PlaceHeader';
import { PlaceTabs } from '../../../components/PlaceTabs';
import { SpacePicker } from '../../../components/SpacePicker';
import type { SpaceInfo } from '../space-info';
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
  return (
    <div className="space-y-3">
      <PlaceHeader
        parent={{ to: paths.spaces(), label: 'Spaces' }}
        current={view === 'members' ? 'Members' : 'Insights'}
        title={space.title}
        icon={space.emoji}
        badge={<PendingCountBadge slug={space.slug} className="shrink-0" />}
        subtitle={
          <>
            {view === 'members' ? 'Members' : 'Insights'} of{' '}
            <bdi className="font-mono">{space.slug}</bdi>
            {space.privacy ? ` · ${space.privacy}` : ''}
          </>
        }
        picker={<SpacePicker value={space.slug} onChange={onSpaceChange} label="Switch space" />}
      />
      <PlaceTabs
        label="Space views"
        tabs={[
          { to: paths.spaceMembers(space.slug), label: 'Members', current: view === 'members' },
          { to: paths.spaceInsights(space.slug), label: 'Insights', current: view === 'insights' },
        ]}
      />
    </div>
  );
}
