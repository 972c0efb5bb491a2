import { defineUrlCodec, textParam } from '../../lib/url-params';

/** The course list's search, in the URL like every other filter. */
export interface CoursesUrlState {
  search: string;
}

export const coursesUrlCodec = defineUrlCodec<CoursesUrlState>({ search: textParam('search') });
