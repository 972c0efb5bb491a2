import { beforeEach, describe, expect, it } from 'vitest';
import { readColumnVisibility, TABLE_COLUMNS_KEYS } from '../stored-visibility';
import { PAGE_CATALOG } from '../../test/page-catalog';
import type { SavedView } from './schema';
import {
  applyViewColumns as applyColumnsOf,
  currentColumnsOf as currentColumnsAt,
  viewLocationOf as viewLocationAt,
  viewPageOfPath,
} from './view-location';

const pages = PAGE_CATALOG.views;
const viewLocationOf = (url: string) => viewLocationAt(url, pages);
const currentColumnsOf = (location: Parameters<typeof currentColumnsAt>[0]) =>
  currentColumnsAt(location, pages);
const applyViewColumns = (view: SavedView) => applyColumnsOf(view, pages);

beforeEach(() => localStorage.clear());

function savedView(path: string, columns: SavedView['columns']): SavedView {
  return { id: 'view-id-1', name: 'A view', path, columns, createdAt: 0, updatedAt: 0 };
}

describe('view locations', () => {
  it('keep the filters, sort and page size, not the page number', () => {
    expect(viewLocationOf('/spaces/general/members?search=ana&page=3&per_page=50')?.path).toBe(
      '/spaces/general/members?search=ana&per_page=50',
    );
    expect(viewLocationOf('/feed?space=general')?.path).toBe('/feed?space=general');
    expect(viewLocationOf('/courses?search=figma')?.path).toBe('/courses?search=figma');
  });

  it('exist only on pages with filters', () => {
    expect(viewLocationOf('/spaces')).toBeNull();
    expect(viewLocationOf('/login')).toBeNull();
    expect(viewLocationOf('/nowhere')).toBeNull();
  });

  it('carry the table’s hidden columns', () => {
    localStorage.setItem(TABLE_COLUMNS_KEYS.students, '{"points":false,"email":true}');
    expect(currentColumnsOf(viewLocationOf('/courses/6/students')!)).toEqual({
      key: TABLE_COLUMNS_KEYS.students,
      hidden: ['points'],
    });
    expect(currentColumnsOf(viewLocationOf('/feed')!)).toBeNull();
  });

  it('apply the view’s columns to its own table only', () => {
    applyViewColumns(
      savedView('/spaces/general/members', { key: TABLE_COLUMNS_KEYS.members, hidden: ['role'] }),
    );
    expect(readColumnVisibility(TABLE_COLUMNS_KEYS.members)).toEqual({ role: false });
    // A view whose columns belong to another table (edited storage) changes nothing.
    applyViewColumns(
      savedView('/courses/6/students', { key: TABLE_COLUMNS_KEYS.members, hidden: ['points'] }),
    );
    expect(readColumnVisibility(TABLE_COLUMNS_KEYS.members)).toEqual({ role: false });
    expect(readColumnVisibility(TABLE_COLUMNS_KEYS.students)).toEqual({});
  });
});

describe('the page of a view’s path', () => {
  it('is the page the path opens, the feed where it opens none', () => {
    expect(viewPageOfPath('/courses/6/students?search=ana', pages).label).toBe('Course students');
    expect(viewPageOfPath('/spaces/general/members', pages).icon).toBe('people');
    expect(viewPageOfPath('/nowhere', pages)).toBe(pages.feed);
  });
});
