import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** FluentCommunity's privacy settings of a space, as a space's header names them. */
const PRIVACY: Readonly<Record<string, MessageDescriptor>> = {
  public: msg({ context: 'space privacy', message: 'public' }),
  private: msg({ context: 'space privacy', message: 'private' }),
  secret: msg({ context: 'space privacy', message: 'secret' }),
};

/** A space's privacy in the language shown; one the site adds is shown as it sent it. */
export function privacyName(privacy: string): string {
  const known = Object.hasOwn(PRIVACY, privacy) ? PRIVACY[privacy] : undefined;
  return known ? i18n._(known) : privacy;
}
