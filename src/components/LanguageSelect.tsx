import { useLingui } from '@lingui/react';
import { useLingui as useLinguiMacro } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { chooseLanguage } from '../lib/i18n/activate-locale';
import { LOCALES, SHIPPED_LOCALES, isLocale, type Locale } from '../lib/i18n/locales';

/**
 * The language of the dashboard, remembered on this device (docs/decisions/040). Each language
 * is named in itself, marked with its own `lang` and direction, so a reader finds theirs
 * whatever the page is in.
 */
export function LanguageSelect({
  className = 'inline-flex',
}: {
  /** Its box's display (`inline-flex` by default): a narrow top bar hides it on phones. */
  className?: string;
}) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const id = useId();
  const [failed, setFailed] = useState(false);
  const current = isLocale(i18n.locale) ? i18n.locale : 'en';
  return (
    <div className={`items-center gap-2 text-sm ${className}`}>
      <label htmlFor={id} className="sr-only">
        {t`Language`}
      </label>
      <select
        id={id}
        value={current}
        onChange={(event) => {
          const next = event.target.value;
          if (!isLocale(next)) return;
          setFailed(false);
          chooseLanguage(next as Locale).catch(() => setFailed(true));
        }}
        className="rounded-control border border-border bg-surface px-2 py-1 text-ink"
      >
        {SHIPPED_LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale} dir={LOCALES[locale].dir}>
            {LOCALES[locale].name}
          </option>
        ))}
      </select>
      {failed ? (
        <span role="alert" className="text-danger">
          {t`The language could not be loaded. Check the connection and choose it again.`}
        </span>
      ) : null}
    </div>
  );
}
