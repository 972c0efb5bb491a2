import { isolated } from './sentence';

/** The dashboard's name, last in every page's title (index.html's title before a page sets one). */
const APP_NAME = 'Community Desk';

/** A page's title in the browser's tab and history: "Courses · Community Desk". */
export function pageTitle(page: string): string {
  return `${page} · ${APP_NAME}`;
}

/**
 * The title of a place's page: "General · Members · Community Desk", the place's title from
 * the site isolated so that one written right to left keeps the words around it in order
 * (lib/sentence.ts).
 */
export function placePageTitle(placeTitle: string, page: string): string {
  return pageTitle(`${isolated(placeTitle)} · ${page}`);
}
