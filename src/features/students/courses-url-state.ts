import { reportUnknownParams } from '../../lib/table-params';
import type { UrlStateCodec } from '../../lib/url-state';

/** The course list's search, in the URL like every other filter. */
export interface CoursesUrlState {
  search: string;
}

export const coursesUrlCodec: UrlStateCodec<CoursesUrlState> = {
  parse(params) {
    const ignored: string[] = [];
    reportUnknownParams(params, ['search'], ignored);
    return { state: { search: params.get('search') ?? '' }, ignored };
  },
  serialize({ search }) {
    const params = new URLSearchParams();
    if (search !== '') params.set('search', search);
    return params;
  },
};
