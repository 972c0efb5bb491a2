import { paths } from '../../../app/paths';
import { PlaceHeader } from '../../../components/PlaceHeader';
import { SpacePicker } from '../../../components/SpacePicker';
import type { SpaceInfo } from '../space-info';
import { PendingCountBadge } from './PendingCountBadge';

interface MembersHeaderProps {
  space: SpaceInfo;
  onSpaceChange: (slug: string) => void;
}

/** The space's name with its pending requests, and a picker to switch spaces. */
export function MembersHeader({ space, onSpaceChange }: MembersHeaderProps) {
  return (
    <PlaceHeader
      parent={{ to: paths.spaces(), label: 'Spaces' }}
      current="Members"
      title={space.title}
      icon={space.emoji}
      badge={<PendingCountBadge slug={space.slug} className="shrink-0" />}
      subtitle={
        <>
          Members of <span className="font-mono">{space.slug}</span>
          {space.privacy ? ` · ${space.privacy}` : ''}
        </>
      }
      picker={<SpacePicker value={space.slug} onChange={onSpaceChange} label="Switch space" />}
    />
  );
}
