import { paths } from '../../../routes/paths';
import type { Space } from '../../../api/schemas/space';
import { PlaceCard, PlaceCardGrid } from '../../../components/PlaceCard';

/** The spaces of the site, each a link to its members. */
export function SpaceList({ spaces }: { spaces: Space[] }) {
  return (
    <PlaceCardGrid>
      {spaces.map((space) => (
        <PlaceCard
          key={space.id}
          to={paths.spaceMembers(space.slug)}
          title={space.title || space.slug}
          icon={space.settings.emoji}
          pill={space.privacy}
          description={space.description}
          details={
            <span className="font-mono" dir="ltr">
              {space.slug}
            </span>
          }
        />
      ))}
    </PlaceCardGrid>
  );
}
