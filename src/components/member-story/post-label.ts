import { t } from '@lingui/core/macro';
import type { StoryPost } from '../../api/schemas/member-story';
import { htmlToText } from '../../lib/html-text';

/** What a post is called in the panel's lists: its title, else the start of its text. */
export function postLabel(post: Pick<StoryPost, 'title' | 'message_rendered'>): string {
  return post.title.trim() || htmlToText(post.message_rendered) || t`Untitled post`;
}
