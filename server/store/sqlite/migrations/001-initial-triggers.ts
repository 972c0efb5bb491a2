/**
 * The triggers of schema 1: every copy, counter and full-text row follows the rows it is
 * derived from, whoever writes.
 */
export const initialTriggers = `
-- Keep the profile copies right when a profile changes.
CREATE TRIGGER fcom_xprofile_copies AFTER UPDATE OF status, name_fold, search_fold, last_activity
ON fcom_xprofile BEGIN
  UPDATE fcom_space_user
     SET profile_status = NEW.status, profile_name_fold = NEW.name_fold,
         profile_search_fold = NEW.search_fold, profile_last_activity = NEW.last_activity
   WHERE user_id = NEW.user_id;
  UPDATE fcom_posts SET author_status = NEW.status
   WHERE user_id = NEW.user_id AND author_status <> NEW.status;
END;

-- Full-text indexes follow their external-content tables.
CREATE TRIGGER fcom_xprofile_fts_insert AFTER INSERT ON fcom_xprofile BEGIN
  INSERT INTO fcom_xprofile_fts(rowid, search_fold) VALUES (NEW.id, NEW.search_fold);
END;
CREATE TRIGGER fcom_xprofile_fts_delete AFTER DELETE ON fcom_xprofile BEGIN
  INSERT INTO fcom_xprofile_fts(fcom_xprofile_fts, rowid, search_fold)
  VALUES ('delete', OLD.id, OLD.search_fold);
END;
CREATE TRIGGER fcom_xprofile_fts_update AFTER UPDATE OF search_fold ON fcom_xprofile BEGIN
  INSERT INTO fcom_xprofile_fts(fcom_xprofile_fts, rowid, search_fold)
  VALUES ('delete', OLD.id, OLD.search_fold);
  INSERT INTO fcom_xprofile_fts(rowid, search_fold) VALUES (NEW.id, NEW.search_fold);
END;
CREATE TRIGGER fcom_posts_fts_insert AFTER INSERT ON fcom_posts BEGIN
  INSERT INTO fcom_posts_fts(rowid, search_text) VALUES (NEW.id, NEW.search_text);
END;
CREATE TRIGGER fcom_posts_fts_delete AFTER DELETE ON fcom_posts BEGIN
  INSERT INTO fcom_posts_fts(fcom_posts_fts, rowid, search_text)
  VALUES ('delete', OLD.id, OLD.search_text);
END;
CREATE TRIGGER fcom_posts_fts_update AFTER UPDATE OF search_text ON fcom_posts BEGIN
  INSERT INTO fcom_posts_fts(fcom_posts_fts, rowid, search_text)
  VALUES ('delete', OLD.id, OLD.search_text);
  INSERT INTO fcom_posts_fts(rowid, search_text) VALUES (NEW.id, NEW.search_text);
END;
CREATE TRIGGER fcom_post_comments_fts_insert AFTER INSERT ON fcom_post_comments BEGIN
  INSERT INTO fcom_post_comments_fts(rowid, search_text) VALUES (NEW.id, NEW.search_text);
END;
CREATE TRIGGER fcom_post_comments_fts_delete AFTER DELETE ON fcom_post_comments BEGIN
  INSERT INTO fcom_post_comments_fts(fcom_post_comments_fts, rowid, search_text)
  VALUES ('delete', OLD.id, OLD.search_text);
END;
CREATE TRIGGER fcom_post_comments_fts_update AFTER UPDATE OF search_text ON fcom_post_comments
BEGIN
  INSERT INTO fcom_post_comments_fts(fcom_post_comments_fts, rowid, search_text)
  VALUES ('delete', OLD.id, OLD.search_text);
  INSERT INTO fcom_post_comments_fts(rowid, search_text) VALUES (NEW.id, NEW.search_text);
END;

-- Counters: published comments and likes, as the plugin counts them. A comment also moves
-- its post's updated_at (the "new activity" order).
CREATE TRIGGER fcom_post_comments_count_insert AFTER INSERT ON fcom_post_comments
WHEN NEW.status = 'published' BEGIN
  UPDATE fcom_posts SET comments_count = comments_count + 1,
                        updated_at = max(updated_at, NEW.created_at)
   WHERE id = NEW.post_id;
END;
CREATE TRIGGER fcom_post_comments_count_delete AFTER DELETE ON fcom_post_comments
WHEN OLD.status = 'published' BEGIN
  UPDATE fcom_posts SET comments_count = comments_count - 1 WHERE id = OLD.post_id;
END;
CREATE TRIGGER fcom_post_comments_count_status AFTER UPDATE OF status ON fcom_post_comments
WHEN OLD.status <> NEW.status BEGIN
  UPDATE fcom_posts
     SET comments_count = comments_count + (NEW.status = 'published') - (OLD.status = 'published')
   WHERE id = NEW.post_id;
END;
CREATE TRIGGER fcom_post_reactions_count_insert AFTER INSERT ON fcom_post_reactions
WHEN NEW.type = 'like' BEGIN
  UPDATE fcom_posts SET reactions_count = reactions_count + 1
   WHERE NEW.object_type = 'feed' AND id = NEW.object_id;
  UPDATE fcom_post_comments SET reactions_count = reactions_count + 1
   WHERE NEW.object_type = 'comment' AND id = NEW.object_id;
END;
CREATE TRIGGER fcom_post_reactions_count_delete AFTER DELETE ON fcom_post_reactions
WHEN OLD.type = 'like' BEGIN
  UPDATE fcom_posts SET reactions_count = reactions_count - 1
   WHERE OLD.object_type = 'feed' AND id = OLD.object_id;
  UPDATE fcom_post_comments SET reactions_count = reactions_count - 1
   WHERE OLD.object_type = 'comment' AND id = OLD.object_id;
END;
`;
