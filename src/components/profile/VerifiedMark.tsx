import { Icon } from '../Icon';

/**
 * The blue check of a verified profile, announced as "Verified" (with a tooltip): the one mark
 * for tables, profile panels, post headers and comments.
 */
export function VerifiedMark({ className = 'size-4' }: { className?: string }) {
  return <Icon name="verified" label="Verified" className={`text-accent ${className}`} />;
}
