import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Answers of our reference server (demo community, seed 20261121, as the demo admin) to the
 * routes behind a member's profile panel and the topic picker, with the site's address written
 * as https://community.example: `feeds_user_id.json` (`GET /feeds?user_id=3&per_page=2`),
 * `profile_comments.json` (`GET /profile/josegarcia/comments?per_page=2`),
 * `profile_spaces.json` (`GET /profile/josegarcia/spaces`) and `space_groups.json`
 * (`GET /spaces/space_groups`). Real sites' own answers are in test/fixtures/api-samples.
 */
const answersDir = path.resolve(import.meta.dirname, 'reference-answers');

export function readReferenceAnswer(name: string): unknown {
  return JSON.parse(readFileSync(path.join(answersDir, name), 'utf8'));
}
