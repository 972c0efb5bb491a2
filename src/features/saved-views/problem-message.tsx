import { t } from '@lingui/core/macro';
import { Plural, Trans } from '@lingui/react/macro';
import { MAX_SAVED_VIEWS, MAX_VIEW_NAME_LENGTH } from '../../lib/saved-views/schema';
import type { ViewProblem } from '../../lib/saved-views/store';

/** A view that could not be saved or renamed: why, and the name it was given. */
export interface ViewNameProblem {
  problem: ViewProblem;
  name: string;
}

/** The browser did not keep a view: a sentence of its own, on the page or announced. */
export function notStoredMessage(): string {
  return t`This browser did not let the dashboard keep the view (its storage is full or blocked). Try again once there is room.`;
}

/**
 * What to tell the person about a view that could not be saved or renamed; the view's name
 * isolated in it (lib/sentence.ts).
 */
export function ProblemMessage({ problem, name }: ViewNameProblem) {
  const longest = MAX_VIEW_NAME_LENGTH;
  const most = MAX_SAVED_VIEWS;
  switch (problem) {
    case 'empty':
      return <Trans>Give the view a name.</Trans>;
    case 'too-long':
      return (
        <Plural value={longest} one="Use at most # character." other="Use at most # characters." />
      );
    case 'taken':
      return (
        <Trans comment="{name}: the name typed for the view.">
          You already have a view named “<bdi>{name}</bdi>”: choose another name.
        </Trans>
      );
    case 'limit':
      return (
        <Plural
          value={most}
          one="You have # saved view, the most kept on this device: delete it first."
          other="You have # saved views, the most kept on this device: delete one first."
        />
      );
    case 'not-a-page':
      return <Trans>This page cannot be saved as a view.</Trans>;
    case 'gone':
      return <Trans>This view no longer exists: it was deleted in another tab.</Trans>;
    case 'not-stored':
      return notStoredMessage();
  }
}
