import { Icon } from '../../../components/Icon';

interface NewPostsButtonProps {
  /** "3 new posts", or "" when there are none. */
  label: string;
  onShow: () => void;
}

/**
 * "3 new posts", floating at the top of the timeline below the shell's top bar, wherever the
 * admin has scrolled to. It takes no room (a zero-height sticky strip), so appearing and
 * disappearing never moves a post. A polite status region says the same words; it is always
 * there and its text changes only when the count does, so a screen reader hears each new count
 * once, not every check.
 */
export function NewPostsButton({ label, onShow }: NewPostsButtonProps) {
  return (
    <div className="pointer-events-none sticky top-16 z-10 h-0">
      <p role="status" className="sr-only">
        {label}
      </p>
      {label ? (
        <div className="flex justify-center">
          <button
            type="button"
            onClick={onShow}
            className="pointer-events-auto inline-flex h-9 items-center gap-1.5 rounded-pill bg-accent px-4 text-sm font-semibold text-accent-ink shadow-lg outline-offset-2 hover:bg-accent/90"
          >
            <Icon name="sortAscending" className="size-4" />
            {label}
          </button>
        </div>
      ) : null}
    </div>
  );
}
