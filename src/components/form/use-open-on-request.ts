// The modal side of LazyModalButton: `open` (useModalForm's show, whose identity changes from
// render to render) runs once per click on the button, i.e. each time `openRequests` grows.
// The requests already answered are remembered: a kept-alive page (React's <Activity>) runs its
// effects again when it is shown again, which must not reopen the modal of its last click.
import { useEffect, useRef } from "react";

export const useOpenOnRequest = (openRequests: number, open: () => void): void => {
  const latest = useRef(open);
  latest.current = open;
  const answered = useRef(0);
  useEffect(() => {
    if (openRequests <= answered.current) return;
    answered.current = openRequests;
    latest.current();
  }, [openRequests]);
};
