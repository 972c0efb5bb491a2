import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { filterMessages, noPostsMessage, type FilterNames } from '../describe-filters';
import type { FeedFilters } from '../url-state';
import { IsolatedText } from '../../../components/IsolatedText';

interface FeedEmptyProps {
  filters: FeedFilters;
  names: FilterNames;
  onClear: () => void;
}

/** No posts: say which filters are active, and offer to clear them. */
export function FeedEmpty({ filters, names, onClear }: FeedEmptyProps) {
  const { t } = useLingui();
  const messages = filterMessages(filters, names);
  if (messages.length === 0) {
    return (
      <EmptyState title={t`No posts yet`}>
        <Trans>Nothing has been posted in the spaces this account can see.</Trans>
      </EmptyState>
    );
  }
  return (
    <EmptyState
      title={t`No posts match these filters`}
      action={
        <Button onClick={onClear}>
          <Trans>Clear filters</Trans>
        </Button>
      }
    >
      <IsolatedText text={noPostsMessage(messages)} />
    </EmptyState>
  );
}
