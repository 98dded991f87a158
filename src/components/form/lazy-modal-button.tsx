// A button that opens a modal whose code loads on demand (a create form, its schemas,
// validators and pickers): a list's first render does not carry it. The code is fetched once
// the browser is idle after the page shows, or at the latest when the pointer or the focus
// reaches the button; a click before it has arrived opens the modal as soon as it has.
import { Button, type ButtonProps } from "antd";
import { Suspense, useEffect, useState, type ComponentType, type ReactNode } from "react";
import { whenIdle } from "../../lib/browser/when-idle.ts";

/** The modal's side: it opens (useModalForm's `show`) each time `openRequests` grows. */
export type LazyModalProps = { openRequests: number };

const IDLE_TIMEOUT_MS = 3_000;

export const LazyModalButton = <P extends object>({
  children,
  modal: Modal,
  modalProps,
  preload,
  ...buttonProps
}: Omit<ButtonProps, "onClick" | "children"> & {
  children: ReactNode;
  /** a React.lazy component of the modal */
  modal: ComponentType<P & LazyModalProps>;
  modalProps: P;
  /** the same import as the lazy component's, to fetch the code ahead of the click */
  preload: () => Promise<unknown>;
}) => {
  const [openRequests, setOpenRequests] = useState(0);
  useEffect(() => whenIdle(() => void preload().catch(() => undefined), IDLE_TIMEOUT_MS), [preload]);
  const warm = () => void preload().catch(() => undefined);
  return (
    <>
      <Button {...buttonProps} onPointerEnter={warm} onFocus={warm} onClick={() => setOpenRequests((n) => n + 1)}>
        {children}
      </Button>
      {openRequests > 0 ? (
        <Suspense fallback={null}>
          <Modal {...modalProps} openRequests={openRequests} />
        </Suspense>
      ) : null}
    </>
  );
};
