import type { Database } from 'better-sqlite3';
import { foldForSearch } from '../fold';

/**
 * Schema version 2: the folded columns are recomputed with the folding of fold.ts, which now
 * reads Ø, Ł, Đ, Ð, ß, Æ, Œ and Þ as utf8mb4_unicode_520_ci does. Only rows whose folding
 * changed are written (the triggers of schema 1 then refresh the membership copies and the
 * trigram indexes), so a database without such letters is left as it was.
 */
export function refoldAsUnicode520(db: Database): void {
  db.function('cd_fold', { deterministic: true }, (text: unknown) =>
    foldForSearch(typeof text === 'string' ? text : String(text ?? '')),
  );
  db.exec(`
    UPDATE fcom_xprofile
       SET name_fold = cd_fold(display_name),
           search_fold = cd_fold(display_name || char(10) ||
             coalesce((SELECT user_login FROM wp_users WHERE ID = fcom_xprofile.user_id), username))
     WHERE name_fold IS NOT cd_fold(display_name)
        OR search_fold IS NOT cd_fold(display_name || char(10) ||
             coalesce((SELECT user_login FROM wp_users WHERE ID = fcom_xprofile.user_id), username));
    UPDATE fcom_spaces SET search_fold = cd_fold(title || char(10) || slug)
     WHERE search_fold IS NOT cd_fold(title || char(10) || slug);
    UPDATE fcom_posts SET search_text = cd_fold(title || char(10) || message)
     WHERE search_text IS NOT cd_fold(title || char(10) || message);
    UPDATE fcom_post_comments SET search_text = cd_fold(message)
     WHERE search_text IS NOT cd_fold(message);
  `);
}
