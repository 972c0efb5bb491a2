/*
 * @lingui/react for the unit tests (vite.config.ts aliases it here): the same provider and
 * components, but a component rendered alone — as most tests render one — reads the global
 * `i18n` (set up in setup.ts, the English catalog) where the app would have its I18nProvider
 * (main.tsx) above it. Inside a provider, the provider's.
 */
import { i18n } from '@lingui/core';
import {
  I18nProvider,
  LinguiContext,
  Trans as ProvidedTrans,
  type I18nContext,
  type TransProps,
} from '@lingui/react-actual';
import { useContext } from 'react';

export { I18nProvider, LinguiContext };
export type * from '@lingui/react-actual';

const alone: I18nContext = { i18n, _: i18n.t.bind(i18n) };

export function useLingui(): I18nContext {
  return useContext(LinguiContext) ?? alone;
}

export function Trans(props: TransProps) {
  const provided = useContext(LinguiContext);
  return provided ? (
    <ProvidedTrans {...props} />
  ) : (
    <I18nProvider i18n={i18n}>
      <ProvidedTrans {...props} />
    </I18nProvider>
  );
}
