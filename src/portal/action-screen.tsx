// The pieces a space's screen below its home is made of (both spaces' screens, issue #50):
// a link to another screen of the space (a real <a href>, the plain click kept in the page), the
// screen's card with its heading and the way back to the home, the data a screen loads (loading,
// ready, failed with « Réessayer »), and an edge function's call whose refusal is said in French.
import { useCallback, useEffect, useState, type MouseEvent, type ReactNode } from "react";
import type { PortalClient } from "./client.ts";
import type { SpaceContext } from "./PortalApp.tsx";
import { SpaceError } from "./api.ts";
import { texts } from "./texts.ts";

/** A link to a screen of the space: `to` below its base ("/advance"), "/" for the home. */
export function SpaceLink({
  space,
  base,
  to,
  className,
  children,
}: {
  /** absent where a screen is rendered alone (its component tests): a plain link then */
  space?: Pick<SpaceContext, "navigate">;
  base: string;
  to: string;
  className?: string;
  children: ReactNode;
}) {
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    // a new tab or window (modifier keys, middle button) is the browser's
    if (!space || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    space.navigate(to);
  };
  return (
    <a href={to === "/" ? base : `${base}${to}`} className={className} onClick={onClick}>
      {children}
    </a>
  );
}

/** A screen's card: its heading (which takes the focus after a move) and the way back. */
export function ActionScreen({
  id,
  title,
  back,
  children,
}: {
  id: string;
  title: string;
  /** the link back to the home */
  back: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <nav className="back">{back}</nav>
      <section className="card" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} tabIndex={-1}>
          {title}
        </h2>
        {children}
      </section>
    </>
  );
}

export type Loaded<T> = { kind: "loading" } | { kind: "ready"; data: T } | { kind: "failed"; message: string };

/** What `load` answers, loaded again by `reload` (the screen shown meanwhile) or `retry`. */
export function useLoaded<T>(load: () => Promise<T>, failed: string) {
  const [state, setState] = useState<Loaded<T>>({ kind: "loading" });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setState({ kind: "loading" });
    load().then(
      (data) => live && setState({ kind: "ready", data }),
      (e: unknown) => live && setState({ kind: "failed", message: e instanceof SpaceError ? e.message : failed }),
    );
    return () => {
      live = false;
    };
    // `load` is the screen's own call of its arguments: a new attempt reads it again
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const reload = useCallback(async () => {
    const data = await load();
    setState({ kind: "ready", data });
  }, [load]);
  return { state, retry, reload };
}

/** The loading and failed states of a screen's data; the content once ready. */
export function LoadedView<T>({
  state,
  retry,
  children,
}: {
  state: Loaded<T>;
  retry: () => void;
  children: (data: T) => ReactNode;
}) {
  if (state.kind === "loading")
    return (
      <p role="status" className="muted">
        {texts.loading}
      </p>
    );
  if (state.kind === "failed")
    return (
      <>
        <p role="alert" className="error">
          {state.message}
        </p>
        <div className="row">
          <button type="button" className="primary" onClick={retry}>
            {texts.retry}
          </button>
        </div>
      </>
    );
  return <>{children(state.data)}</>;
}

/**
 * Calls an edge function of the project with the user's session; throws a SpaceError with the
 * function's French message, or `messages.network` / `messages.failed`.
 */
export async function callFunction<T>(
  client: PortalClient,
  name: string,
  body: Record<string, unknown> | FormData,
  messages: { network: string; failed: string },
): Promise<T> {
  let answer: { data: unknown; error: unknown };
  try {
    answer = await client.functions.invoke(name, { body });
  } catch {
    throw new SpaceError(messages.network, undefined);
  }
  if (!answer.error) return answer.data as T;
  const context = (answer.error as { context?: unknown }).context;
  if (context instanceof Response) {
    const refusal = (await context.json().catch(() => null)) as { message?: unknown; code?: unknown } | null;
    const message = typeof refusal?.message === "string" && context.status < 500 ? refusal.message : messages.failed;
    throw new SpaceError(message, typeof refusal?.code === "string" ? refusal.code : String(context.status));
  }
  throw new SpaceError(messages.network, undefined);
}
