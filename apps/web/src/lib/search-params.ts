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
