/**
 * The few icons the feed uses, inline (one path each, to keep rows light). Decorative: the
 * text beside each icon says what it means.
 */
interface IconProps {
  className?: string;
}

function Icon({ d, className = 'size-4' }: IconProps & { d: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={`shrink-0 ${className}`}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={d} />
    </svg>
  );
}

export const PinIcon = (props: IconProps) => (
  <Icon {...props} d="M9 4h6l-1 5 3 3v2H7v-2l3-3-1-5zM12 14v6" />
);
export const VerifiedIcon = (props: IconProps) => (
  <Icon
    {...props}
    d="M12 3l2.2 1.6 2.7-.2.9 2.6 2.2 1.6-.8 2.6.8 2.6-2.2 1.6-.9 2.6-2.7-.2L12 21l-2.2-1.6-2.7.2-.9-2.6L4 15.4l.8-2.6L4 10.2l2.2-1.6.9-2.6 2.7.2L12 3zM9 12l2 2 4-4"
  />
);
export const CommentIcon = (props: IconProps) => <Icon {...props} d="M4 5h16v11H9l-5 4V5z" />;
export const HeartIcon = (props: IconProps) => (
  <Icon {...props} d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />
);
export const PlayIcon = (props: IconProps) => <Icon {...props} d="M8 5v14l11-7L8 5z" />;
export const DocumentIcon = (props: IconProps) => (
  <Icon {...props} d="M7 3h7l5 5v13H7V3zM14 3v5h5" />
);
export const FilterIcon = (props: IconProps) => <Icon {...props} d="M4 5h16l-6 7v6l-4 2v-8L4 5z" />;
export const ExternalIcon = (props: IconProps) => (
  <Icon {...props} d="M14 4h6v6M20 4l-9 9M18 14v6H4V6h6" />
);
