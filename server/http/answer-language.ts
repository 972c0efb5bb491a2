/**
 * The language our server writes its own messages in (behaviour.md, "Our server's own rules"):
 * the one WordPress is asked for with `_locale` (a locale such as `de_DE`; `user`, the
 * caller's own, which our stores do not keep, reads as the request's `Accept-Language`), else
 * the first language of `Accept-Language` we have words in, else English.
 */
export type AnswerLanguage = 'en' | 'de' | 'ar';

const LANGUAGES: readonly AnswerLanguage[] = ['en', 'de', 'ar'];

function languageOf(tag: string): AnswerLanguage | null {
  const language = tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return (LANGUAGES as readonly string[]).includes(language) ? (language as AnswerLanguage) : null;
}

/** `Accept-Language`'s languages, most wanted first (`q=0` means "not this one"). */
function acceptedLanguages(header: string): string[] {
  return header
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...parameters] = entry.split(';').map((part) => part.trim());
      const quality = parameters.find((parameter) => /^q=/i.test(parameter));
      const weight = quality ? Number(quality.slice(2)) : 1;
      return { tag, weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter(({ tag, weight }) => tag !== '' && tag !== '*' && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map(({ tag }) => tag);
}

export function answerLanguage(
  acceptLanguage: string | undefined,
  locale: string | undefined,
): AnswerLanguage {
  if (locale && locale !== 'user') return languageOf(locale) ?? 'en';
  for (const tag of acceptedLanguages(acceptLanguage ?? '')) {
    const language = languageOf(tag);
    if (language) return language;
  }
  return 'en';
}
