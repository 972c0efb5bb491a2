import type { Page } from '@playwright/test';
import type { Filters } from '../members/changes';
import { expectedNames } from '../members/probes';
import { SPACE } from './settings';

/*
 * The changes timed on the members page (see run.ts, step 3), each with the rows it must
 * show, asked of the server beforehand.
 */

export interface Change {
  name: string;
  expected: string[];
  act: (page: Page) => Promise<void>;
}

export async function changesFor(base: string, auth: string): Promise<Change[]> {
  const names = (filters: Filters) =>
    expectedNames(SPACE, base, auth, filters).then((result) => result.names);
  const byName = { sort_by: 'display_name', sort_dir: 'ASC', per_page: 20 } as const;
  return [
    {
      name: 'sort by name (header)',
      expected: await names({ ...byName, page: 1 }),
      act: (page) =>
        page
          .getByRole('table')
          .getByRole('columnheader', { name: /Member/ })
          .getByRole('button')
          .click(),
    },
    {
      name: 'filter: search + Enter',
      expected: await names({ ...byName, search: 'an', page: 1 }),
      act: async (page) => {
        const box = page.getByRole('searchbox', { name: 'Search members' });
        await box.fill('an');
        await box.press('Enter');
      },
    },
    {
      name: 'next page',
      expected: await names({ ...byName, search: 'an', page: 2 }),
      act: (page) => page.getByRole('button', { name: 'Next page' }).click(),
    },
  ];
}
