import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, FC, type TestServer } from '../test/harness';
import { answerLanguage } from './answer-language';
import { ownMessageIn } from './own-messages';

describe('answerLanguage', () => {
  it('takes `_locale` first, then the first language of Accept-Language we write, then English', () => {
    expect(answerLanguage('fr-FR,de;q=0.8,ar;q=0.9', undefined)).toBe('ar');
    expect(answerLanguage('de-AT, en;q=0.5', undefined)).toBe('de');
    expect(answerLanguage('ar;q=0, de;q=0.1', undefined)).toBe('de');
    expect(answerLanguage('de', 'ar_EG')).toBe('ar');
    // `user` is the caller's own locale, which our stores do not keep: the header decides.
    expect(answerLanguage('de', 'user')).toBe('de');
    expect(answerLanguage('ja, *', undefined)).toBe('en');
    expect(answerLanguage(undefined, 'fr_FR')).toBe('en');
    expect(answerLanguage(';;, q=1', undefined)).toBe('en');
  });
});

describe('ownMessageIn', () => {
  it('translates our own messages, keeping what changes in them', () => {
    expect(ownMessageIn('Invalid parameter(s): per_page, page', 'de')).toBe(
      'Ungültige(r) Parameter: per_page, page',
    );
    expect(ownMessageIn('Too many failed sign-in attempts. Try again in 42 seconds.', 'ar')).toBe(
      'محاولات تسجيل دخول فاشلة كثيرة جدًا. حاول مرة أخرى بعد 42 ثانية.',
    );
  });

  it("leaves the plugin's messages, and English, as they are", () => {
    expect(ownMessageIn('Please join the space first to view the members', 'de')).toBe(
      'Please join the space first to view the members',
    );
    expect(ownMessageIn('Invalid parameter(s): page', 'en')).toBe('Invalid parameter(s): page');
  });
});

describe("the server's own errors in the caller's language", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server.close());

  it('answers a bad parameter in German or Arabic as asked, the code and data unchanged', async () => {
    const url = `${FC}/spaces/general/members?per_page=lots`;
    const english = await server.get<{ code: string; message: string; data: object }>(url);
    const german = await server.get<typeof english.body>(url, 'admin', {
      'Accept-Language': 'de-DE,de;q=0.9,en;q=0.8',
    });
    expect(german.status).toBe(400);
    expect(german.body).toEqual({ ...english.body, message: 'Ungültige(r) Parameter: per_page' });
    expect(german.headers.get('Vary')).toMatch(/Accept-Language/);

    const arabic = await server.get<typeof english.body>(`${url}&_locale=ar`);
    expect(arabic.body.message).toBe('معامل (معاملات) غير صالحة: per_page');
  });

  it('answers a wrong password in the language asked', async () => {
    const response = await server.get<{ code: string; message: string }>(
      `${FC}/feeds`,
      { username: 'admin', password: 'aaaa bbbb cccc dddd eeee ffff' },
      { 'Accept-Language': 'ar' },
    );
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({
      code: 'incorrect_password',
      message: 'اسم مستخدم أو بريد إلكتروني غير معروف، أو كلمة مرور تطبيق خاطئة.',
    });
  });

  it('leaves a successful answer as it is', async () => {
    const response = await server.get(`${FC}/spaces`, 'admin', { 'Accept-Language': 'de' });
    expect(response.status).toBe(200);
    expect(response.headers.get('Vary') ?? '').not.toMatch(/Accept-Language/);
  });
});
