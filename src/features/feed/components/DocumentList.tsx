import { useLingui } from '@lingui/react/macro';
import type { FeedDocument } from '../../../api/schemas/feed';
import { Icon } from '../../../components/Icon';
import { safeHttpUrl } from '../../../lib/safe-url';

/** "PDF" for `ADR template.pdf`; the MIME subtype when the name has no extension. */
function fileKind(document: FeedDocument): string | null {
  const extension = /\.([a-z0-9]{1,5})$/i.exec(document.title || document.url)?.[1];
  const kind = extension ?? document.type?.split('/').pop();
  return kind ? kind.toUpperCase() : null;
}

/** `meta.document_lists`: the files attached to a post, each a download link. */
export function DocumentList({ documents }: { documents: FeedDocument[] }) {
  const { t } = useLingui();
  if (documents.length === 0) return null;
  return (
    <ul aria-label={t`Attached documents`} className="flex flex-col gap-1.5">
      {documents.map((document) => {
        const url = safeHttpUrl(document.url);
        const label = document.title || document.url;
        const type = fileKind(document);
        return (
          <li
            key={document.id}
            className="flex items-center gap-2 rounded-control border border-border px-3 py-2 text-sm"
          >
            <Icon name="document" className="size-4 text-ink-muted" />
            {url ? (
              <a
                href={url}
                target="_blank"
                rel="noopener noreferrer"
                className="min-w-0 break-words text-accent hover:underline"
                dir="auto"
              >
                {label}
              </a>
            ) : (
              <span className="min-w-0 break-words" dir="auto">
                {label}
              </span>
            )}
            {type ? <span className="ms-auto text-xs text-ink-muted">{type}</span> : null}
          </li>
        );
      })}
    </ul>
  );
}
