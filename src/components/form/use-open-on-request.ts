// The modal side of LazyModalButton: `open` (useModalForm's show, whose identity changes from
// render to render) runs once per click on the button, i.e. each time `openRequests` grows.
import { useEffect, useRef } from "react";

export const useOpenOnRequest = (openRequests: number, open: () => void): void => {
  const latest = useRef(open);
  latest.current = open;
  useEffect(() => {
    if (openRequests > 0) latest.current();
  }, [openRequests]);
};
