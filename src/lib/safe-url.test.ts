import { describe, expect, it } from 'vitest';
import { displayUrl, safeHttpUrl } from './safe-url';

describe('safeHttpUrl', () => {
  it('keeps http and https addresses', () => {
    expect(safeHttpUrl('https://example.com/me')).toBe('https://example.com/me');
    expect(safeHttpUrl(' http://example.com ')).toBe('http://example.com/');
  });

  it('adds https:// to an address typed without a scheme', () => {
    expect(safeHttpUrl('example.com')).toBe('https://example.com/');
    expect(safeHttpUrl('blog.example.co.uk/about?x=1')).toBe(
      'https://blog.example.co.uk/about?x=1',
    );
    expect(safeHttpUrl('//example.com/a')).toBe('https://example.com/a');
  });

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'mailto:ana@example.com',
    'ftp://example.com',
  ])('refuses %s', (value) => {
    expect(safeHttpUrl(value)).toBeNull();
  });

  it('refuses text that is not an address', () => {
    expect(safeHttpUrl('')).toBeNull();
    expect(safeHttpUrl(null)).toBeNull();
    expect(safeHttpUrl('just words')).toBeNull();
    expect(safeHttpUrl('localhost')).toBeNull();
    expect(safeHttpUrl('<img src=x onerror=alert(1)>')).toBeNull();
    expect(safeHttpUrl('https://exa mple.com')).toBeNull();
  });
});

describe('displayUrl', () => {
  it('shortens an address for display', () => {
    expect(displayUrl('https://www.example.com/me/')).toBe('example.com/me');
    expect(displayUrl('https://example.com/')).toBe('example.com');
    expect(displayUrl('not a url')).toBe('not a url');
  });
});
