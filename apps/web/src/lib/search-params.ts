import { useCallback, useContext } from 'react';
import { UNSAFE_DataRouterContext, useNavigate, useSearchParams, type NavigateOptions } from 'react-router';

export type SearchParamsChange = (next: URLSearchParams) => void;

/**
 * The URL's search params and a setter that applies a change to the router's latest location. React Router's own
 * setter starts from the params this component last rendered, and navigations render in a transition: a modal that
 * closes (?editar= removed) and a search submitted with Enter before that render would put ?editar= back.
 */
export function useUrlSearchParams(): [URLSearchParams, (change: SearchParamsChange, options?: NavigateOptions) => void] {
  const [params] = useSearchParams();
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const navigate = useNavigate();
  const update = useCallback(
    (change: SearchParamsChange, options?: NavigateOptions) => {
      // the router's state holds the last navigation already made, rendered or not (every router here is a data router)
      const next = new URLSearchParams(router ? router.state.location.search : params);
      change(next);
      void navigate(`?${next.toString()}`, options);
    },
    [router, params, navigate],
  );
  return [params, update];
}

/** A list's position in the URL, dropped when the person moves to another tab (its list starts again). */
const LIST_POSITION = ['page', 'order'] as const;

/**
 * A page's tab kept in the URL (?tab=), so a reload, a shared link or Back returns to it. The first value is the
 * default and leaves the URL without ?tab=; changing tab drops `reset` (the list params of the tab left: page, order).
 */
export function useUrlTab<T extends string>(values: readonly T[], reset: readonly string[] = LIST_POSITION): [T, (next: string | null) => void] {
  const [params, setParams] = useUrlSearchParams();
  const tab = values.find((v) => v === params.get('tab')) ?? values[0]!;
  const setTab = useCallback(
    (next: string | null) =>
      setParams((p) => {
        if (!next || next === values[0]) p.delete('tab');
        else p.set('tab', next);
        for (const key of reset) p.delete(key);
      }),
    [setParams, values, reset],
  );
  return [tab, setTab];
}
