import { t } from '@lingui/core/macro';
import { intlLocale } from '../../lib/i18n/intl-locale';
import { isolated, type SentencePart, isolatedParts } from '../../lib/sentence';
import { statusLabel, type FeedFilters } from './url-state';

export interface FilterNames {
  /** The selected space's title, when known. */
  space?: string;
  /** The selected author's name, when known. */
  author?: string;
  /** The selected topic's title, when known. */
  topic?: string;
}

/**
 * The active filters in words, for the empty state ("No posts in General by Lucas Davis"): one
 * message a filter, each name and title from the site (and the searched words) given to it
 * isolated (lib/sentence.ts), so it stays whole wherever the language puts it.
 */
export function filterMessages(filters: FeedFilters, names: FilterNames = {}): string[] {
  const messages: string[] = [];
  if (filters.space) {
    if (names.space) {
      const space = isolated(names.space);
      messages.push(t({ comment: '{space} is the title of a space', message: `in ${space}` }));
    } else {
      const slug = isolated(filters.space);
      messages.push(t`in the space “${slug}”`);
    }
  }
  if (filters.topic) {
    if (names.topic) {
      const topic = isolated(names.topic);
      messages.push(t`about “${topic}”`);
    } else {
      const slug = isolated(filters.topic);
      messages.push(t`about topic “${slug}”`);
    }
  }
  if (filters.userId !== null) {
    if (names.author) {
      const author = isolated(names.author);
      messages.push(t({ comment: '{author} is a member’s name', message: `by ${author}` }));
    } else {
      const userId = filters.userId;
      messages.push(t`by user #${userId}`);
    }
  }
  const trimmed = filters.search.trim();
  if (trimmed) {
    const search = isolated(trimmed);
    const inContent = filters.searchIn.includes('post_content');
    const inComments = filters.searchIn.includes('post_comments');
    messages.push(
      inContent && inComments
        ? t`matching “${search}” in post content and comments`
        : inComments
          ? t`matching “${search}” in comments`
          : t`matching “${search}” in post content`,
    );
  }
  if (filters.status) {
    const status = statusLabel(filters.status);
    messages.push(t`with status “${status}”`);
  }
  if (filters.order === 'unanswered') messages.push(t`without any comment`);
  return messages;
}

/** The same, each name a part of its own, to be isolated on the page. */
export function filterPhrases(filters: FeedFilters, names: FilterNames = {}): SentencePart[][] {
  return filterMessages(filters, names).map(isolatedParts);
}

/** "No posts in General, by Lucas Davis.": every active filter, listed as the language lists. */
export function noPostsMessage(messages: readonly string[]): string {
  const filters = new Intl.ListFormat(intlLocale(), { type: 'unit', style: 'short' }).format(
    messages,
  );
  return t({
    comment: '{filters} lists the feed’s active filters',
    message: `No posts ${filters}.`,
  });
}
