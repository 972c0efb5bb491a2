import { describe, expect, it } from 'vitest';
import { chooseLocale, directionOf } from './locales';

describe('chooseLocale', () => {
  it("takes the device's choice first, then the browser's first shipped language, then English", () => {
    expect(chooseLocale('ar', ['de-DE'])).toBe('ar');
    expect(chooseLocale(null, ['fr-FR', 'de-AT', 'ar'])).toBe('de');
    expect(chooseLocale('klingon', ['AR-EG'])).toBe('ar');
    expect(chooseLocale(null, ['fr', 'ja'])).toBe('en');
    expect(chooseLocale(null, [])).toBe('en');
  });

  it('writes Arabic right to left, the others left to right', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('de')).toBe('ltr');
    expect(directionOf('pseudo')).toBe('ltr');
  });
});
