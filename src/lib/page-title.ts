import { t } from '@lingui/core/macro';
import { isolated } from './sentence';

/**
 * A page's title in the browser's tab and history: "Courses · Community Desk", the dashboard's
 * name last (index.html's title before a page sets one).
 */
export function pageTitle(page: string): string {
  return t({
    comment: "A page's title in the browser tab: the page's name, then the dashboard's name",
    message: `${page} · Community Desk`,
  });
}

/**
 * The title of a place's page: "General · Members · Community Desk", the place's title from
 * the site isolated so that one written right to left keeps the words around it in order
 * (lib/sentence.ts).
 */
export function placePageTitle(placeTitle: string, page: string): string {
  const place = isolated(placeTitle);
  return t({
    comment:
      "A page's title in the browser tab: a space's or course's title, the page's name, then the dashboard's name",
    message: `${place} · ${page} · Community Desk`,
  });
}
