import * as z from 'zod/mini';
import { readSignedInLocation } from '../../routes/signed-in-location';
import { TABLE_COLUMNS_KEYS } from '../stored-visibility';

/**
 * A saved view as it is stored on the device: a name, the page's in-app URL (its filters and
 * sort are in the URL) and, for a page with a table, the columns hidden in it. Never anything
 * secret: the URL is only the app's path and query.
 */
export const SAVED_VIEWS_VERSION = 1;
/** The most views one person keeps on one site on a device. */
export const MAX_SAVED_VIEWS = 50;
/** In characters as a person counts them (code points), so an emoji is one. */
export const MAX_VIEW_NAME_LENGTH = 80;

const COLUMN_ID = /^[\w.-]{1,64}$/;

/** A table column's id as a view keeps it. */
export function isColumnId(id: string): boolean {
  return COLUMN_ID.test(id);
}

const viewColumnsSchema = z.object({
  /** The stored-visibility key of the page's table. */
  key: z.enum(Object.values(TABLE_COLUMNS_KEYS)),
  /** The ids of its hidden columns. */
  hidden: z.array(z.string().check(z.regex(COLUMN_ID))).check(z.maxLength(64)),
});

export const savedViewSchema = z.object({
  id: z.string().check(z.regex(/^[\w-]{8,64}$/)),
  name: z
    .string()
    .check(
      z.refine(
        (name) => name.trim() === name && name !== '' && [...name].length <= MAX_VIEW_NAME_LENGTH,
      ),
    ),
  /** Exactly as `readSignedInLocation` rebuilds it: a signed-in page of this app, nothing else. */
  path: z.string().check(z.refine((path) => readSignedInLocation(path)?.path === path)),
  columns: z.nullable(viewColumnsSchema),
  createdAt: z.int().check(z.nonnegative()),
  updatedAt: z.int().check(z.nonnegative()),
});

export type SavedView = z.infer<typeof savedViewSchema>;
export type ViewColumns = z.infer<typeof viewColumnsSchema>;

/** The stored list; each view is read on its own, so one damaged view does not lose the rest. */
export const storedViewsSchema = z.object({
  version: z.literal(SAVED_VIEWS_VERSION),
  views: z.array(z.unknown()),
});
