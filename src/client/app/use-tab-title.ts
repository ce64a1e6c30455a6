import { useEffect } from 'react';
import { useLocation, useMatches, type UIMatch } from 'react-router-dom';
import { tabTitle, type ScreenRoute } from './screen-routes';

/** What a screen's route carries for the shell: how to name its tab. */
export interface ScreenHandle {
  title: ScreenRoute['title'];
}

const isScreenHandle = (handle: unknown): handle is ScreenHandle =>
  typeof handle === 'object' && handle !== null && typeof (handle as Partial<ScreenHandle>).title === 'function';

const titleOf = (match: UIMatch, search: URLSearchParams) =>
  isScreenHandle(match.handle) ? match.handle.title({ params: match.params, search }) : null;

/** Names the browser tab after the screen shown ("BIN000001 · Lotline"), so tabs and history tell screens apart. */
export function useTabTitle(): void {
  const { search } = useLocation();
  const title = useMatches()
    .map((match) => titleOf(match, new URLSearchParams(search)))
    .findLast((found) => found !== null);
  useEffect(() => {
    document.title = title ? tabTitle(title) : 'Lotline';
  }, [title]);
}
