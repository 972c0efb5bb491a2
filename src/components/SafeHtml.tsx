import { memo } from 'react';
import { sanitizeHtml } from '../lib/sanitize';

interface SafeHtmlProps {
  /** Untrusted HTML from the site (`message_rendered`, an oEmbed's `html`). */
  html: string;
  className?: string;
}

/**
 * The one place that inserts HTML into the page, and only after DOMPurify (src/lib/sanitize.ts).
 * Sanitizing is cached by input, so remounting a virtualized row does not repeat it. What the
 * site wrote takes its own direction (`dir="auto"`), whatever the dashboard's language.
 */
export const SafeHtml = memo(function SafeHtml({ html, className = '' }: SafeHtmlProps) {
  return (
    <div
      dir="auto"
      className={`safe-html min-w-0 break-words [overflow-wrap:anywhere] ${className}`}
      dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }}
    />
  );
});
