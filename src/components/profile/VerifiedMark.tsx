import { useLingui } from '@lingui/react/macro';
import { Icon } from '../Icon';

/**
 * The blue check of a verified profile, announced as "Verified" (with a tooltip): the one mark
 * for tables, profile panels, post headers and comments.
 */
export function VerifiedMark({ className = 'size-4' }: { className?: string }) {
  const { t } = useLingui();
  return <Icon name="verified" label={t`Verified`} className={`text-accent ${className}`} />;
}
