import { named, type SentencePart } from '../../lib/sentence';
import { MAX_SAVED_VIEWS, MAX_VIEW_NAME_LENGTH } from '../../lib/saved-views/schema';
import type { ViewProblem } from '../../lib/saved-views/store';

/**
 * What to tell the person about a view that could not be saved or renamed; the view's name a
 * part of its own (lib/sentence.ts).
 */
export function problemMessage(problem: ViewProblem, name: string): SentencePart[] {
  switch (problem) {
    case 'empty':
      return ['Give the view a name.'];
    case 'too-long':
      return [`Use at most ${MAX_VIEW_NAME_LENGTH} characters.`];
    case 'taken':
      return ['You already have a view named “', named(name), '”: choose another name.'];
    case 'limit':
      return [
        `You have ${MAX_SAVED_VIEWS} saved views, the most kept on this device: delete one first.`,
      ];
    case 'not-a-page':
      return ['This page cannot be saved as a view.'];
    case 'gone':
      return ['This view no longer exists: it was deleted in another tab.'];
    case 'not-stored':
      return [
        'This browser did not let the dashboard keep the view (its storage is full or blocked). Try again once there is room.',
      ];
  }
}
