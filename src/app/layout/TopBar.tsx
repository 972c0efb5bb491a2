import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useApiClient } from '../../api/ApiClientProvider';
import { Avatar } from '../../components/Avatar';
import { Button } from '../../components/Button';
import { LanguageSelect } from '../../components/LanguageSelect';
import { ThemeToggle } from '../../components/ThemeToggle';
import { sessionStore, useSession } from '../../features/auth/session-store';
import { SaveViewButton } from '../../features/saved-views/SaveViewButton';
import { paths } from '../../routes/paths';
import { currentUserQuery } from './current-user-query';
import { MobileNav } from './MobileNav';

export function TopBar() {
  const session = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useLingui();
  const host = new URL(session.site).host;
  const { data: me } = useQuery(currentUserQuery(useApiClient()));
  const name = me?.name || session.user.name;
  const avatar = me?.avatar_urls?.['96'] ?? session.user.avatarUrl;

  const signOut = () => {
    navigate(paths.login(), { replace: true });
    sessionStore.signOut();
    queryClient.clear();
    // The insights this account kept on the device go too (loaded on demand: the shell stays light).
    void import('../../lib/walks/persisted-walks').then((module) =>
      module.clearPersistedInsights(),
    );
  };

  return (
    <header className="sticky top-0 z-20 flex h-14 items-center gap-2 border-b border-border bg-surface/95 px-3 backdrop-blur md:px-5">
      <MobileNav />
      <a
        href={session.site}
        target="_blank"
        rel="noopener noreferrer"
        className="min-w-0 truncate text-sm font-medium text-ink-muted hover:text-ink"
        title={t`Open ${host} in a new tab`}
      >
        {host}
      </a>
      <div className="ms-auto flex items-center gap-2">
        <SaveViewButton />
        <LanguageSelect className="hidden sm:inline-flex" />
        <ThemeToggle />
        <div className="flex items-center gap-2 ps-2" aria-label={t`Signed-in user`}>
          <Avatar src={avatar} name={name} size={28} />
          <span
            className="hidden max-w-[12rem] truncate text-sm font-medium text-ink sm:inline"
            dir="auto"
          >
            {name}
          </span>
        </div>
        <Button variant="ghost" size="sm" className="whitespace-nowrap" onClick={signOut}>
          <Trans>Sign out</Trans>
        </Button>
      </div>
    </header>
  );
}
