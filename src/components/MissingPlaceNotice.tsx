import { createContext, useContext, type ReactNode } from 'react';

/** What a page could not find: the space of its path, or the course. */
export type MissingPlaceKind = 'space' | 'course';

export interface MissingPlaceNoticeProps {
  kind: MissingPlaceKind;
}

type RenderNotice = (props: MissingPlaceNoticeProps) => ReactNode;

const NoticeContext = createContext<RenderNotice | null>(null);

/**
 * Lets the app add something to a page's "no such space/course" state without the page knowing
 * what (features never import each other): the signed-in shell provides the saved views'
 * notice, which offers to delete a saved view that points there.
 */
export function MissingPlaceNoticeProvider({
  notice,
  children,
}: {
  /** Renders the notice, e.g. `(props) => <MissingViewNotice {...props} />`. */
  notice: RenderNotice;
  children: ReactNode;
}) {
  return <NoticeContext.Provider value={notice}>{children}</NoticeContext.Provider>;
}

/** Placed by a page on its "not found" state; shows what the app provided, if anything. */
export function MissingPlaceNotice({ kind }: MissingPlaceNoticeProps) {
  const render = useContext(NoticeContext);
  return render ? render({ kind }) : null;
}
