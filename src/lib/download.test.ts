import { describe, expect, it } from 'vitest';
import { exportFileName } from './download';

describe('exportFileName', () => {
  const day = new Date('2026-11-21T10:00:00Z');

  it('joins the parts and the day', () => {
    expect(exportFileName(['members', 'design-club'], 'csv', day)).toBe(
      'members-design-club-2026-11-21.csv',
    );
  });

  it('keeps only safe characters', () => {
    expect(exportFileName(['Students', 'Café / <Figma> 101', 'José'], 'csv', day)).toBe(
      'students-cafe-figma-101-jose-2026-11-21.csv',
    );
  });

  it('drops empty parts', () => {
    expect(exportFileName(['members', '', '🎨'], 'csv', day)).toBe('members-2026-11-21.csv');
  });

  it('keeps the letters of every script, Latin ones without accents', () => {
    expect(exportFileName(['الأعضاء', 'Mitglieder Übersicht'], 'csv', day)).toBe(
      'الأعضاء-mitglieder-ubersicht-2026-11-21.csv',
    );
  });
});
