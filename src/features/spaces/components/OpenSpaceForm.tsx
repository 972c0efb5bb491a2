import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../routes/paths';
import { Button } from '../../../components/Button';
import { readSpaceSlug } from '../../../components/space-slug';

/** Opens a space by its slug, for sites that do not list their spaces to this account. */
export function OpenSpaceForm() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const id = useId();
  const [slug, setSlug] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = readSpaceSlug(slug);
    if ('problem' in typed) {
      setProblem(typed.problem);
      return;
    }
    navigate(paths.spaceMembers(typed.slug));
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        <Trans>Open a space by its slug</Trans>
      </label>
      <div className="flex max-w-md gap-2">
        <input
          id={id}
          value={slug}
          onChange={(event) => setSlug(event.target.value)}
          placeholder={t`e.g. general`}
          autoCapitalize="none"
          spellCheck={false}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-hint`}
          className="h-10 min-w-0 flex-1 rounded-control border border-border bg-surface px-3 text-sm text-ink"
        />
        <Button type="submit" variant="primary">
          <Trans>Open</Trans>
        </Button>
      </div>
      <p
        id={`${id}-hint`}
        className={`text-xs ${problem ? 'font-medium text-danger' : 'text-ink-muted'}`}
      >
        {problem ?? t`The slug is the last part of the space’s address on the site.`}
      </p>
    </form>
  );
}
