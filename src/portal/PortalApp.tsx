// A space's page: its header (and « Se déconnecter » once signed in), then the sign-in form, or
// the home its SQL function answers: loading, the space's screen for the current path (the home
// and the screens below it, given the home's data and a SpaceContext), the "no access" message of
// a user the agency has not invited (42501), or a failure with « Réessayer ». After each change
// the focus goes to the new content's heading (not on the first screen). A space may keep the
// home's last answer (`cache`, the talent space's IndexedDB): without network the home is then
// shown from it, marked « Hors ligne — données du … ».
import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import type { Session } from "@supabase/supabase-js";
import { HomeError, loadHome, signOut, type HomeFunction } from "./api.ts";
import type { PortalClient } from "./client.ts";
import { useSpacePath } from "./route.ts";
import { SignIn } from "./SignIn.tsx";
import { texts } from "./texts.ts";

type Home<T> =
  { kind: "loading" } | { kind: "ready"; data: T; offlineSince?: string } | { kind: "noAccess" } | { kind: "failed" };

/** Where a space keeps its home's last answer, per signed-in user. */
export type HomeCache<T> = {
  load: (userId: string) => Promise<{ data: T; saved_at: string } | undefined>;
  save: (userId: string, data: T) => Promise<void>;
};

/** What a space's screen may use besides the home's data. */
export type SpaceContext = {
  client: PortalClient;
  /** the path below the space's base: "/" for the home, "/invoices/<id>"… */
  path: string;
  navigate: (to: string) => void;
  /** reads the home again, keeping the screen shown meanwhile (after an action) */
  reload: () => Promise<void>;
};

export type PortalAppProps<T> = {
  client: PortalClient;
  /** the space's name, the page's h1 (« Espace talent ») */
  title: string;
  /** the space's SQL function */
  home: HomeFunction;
  /** the space's screen for the function's answer and the current path */
  render: (data: T, space: SpaceContext) => ReactNode;
  /** where the sign-in e-mail's link leads back (the space's own URL) */
  redirectTo: string;
  /** the space's base path ("/client") */
  base: string;
  /** the home's last answer, shown when the network is down */
  cache?: HomeCache<T>;
};

/** The session: undefined while supabase-js reads it, null when signed out. */
function useSession(client: PortalClient): Session | null | undefined {
  const [session, setSession] = useState<Session | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    const { data } = client.auth.onAuthStateChange((_event, next) => {
      if (live) setSession(next);
      // supabase-js empties the e-mail link's #access_token=… but leaves the "#"
      if (next && window.location.href.endsWith("#"))
        window.history.replaceState(window.history.state, "", window.location.pathname + window.location.search);
    });
    client.auth
      .getSession()
      .then(({ data: { session: current } }) => {
        if (live) setSession((known) => (known === undefined ? current : known));
      })
      .catch(() => live && setSession(null));
    return () => {
      live = false;
      data.subscription.unsubscribe();
    };
  }, [client]);
  return session;
}

/** The home of the signed-in user (loading again for another user). */
function useHome<T>(client: PortalClient, name: HomeFunction, userId: string | undefined, cache?: HomeCache<T>) {
  const [state, setState] = useState<{ userId?: string; home: Home<T> }>({ home: { kind: "loading" } });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!userId) return;
    let live = true;
    setState({ userId, home: { kind: "loading" } });
    loadHome<T>(client, name)
      .then((data) => {
        if (live) setState({ userId, home: { kind: "ready", data } });
        void cache?.save(userId, data).catch(() => undefined);
      })
      .catch(async (e: unknown) => {
        if (e instanceof HomeError && e.problem === "noAccess")
          return live && setState({ userId, home: { kind: "noAccess" } });
        const copy = await cache?.load(userId).catch(() => undefined);
        if (live)
          setState({
            userId,
            home: copy ? { kind: "ready", data: copy.data, offlineSince: copy.saved_at } : { kind: "failed" },
          });
      });
    return () => {
      live = false;
    };
  }, [client, name, userId, attempt, cache]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const reload = useCallback(async () => {
    if (!userId) return;
    const data = await loadHome<T>(client, name);
    setState((s) => (s.userId === userId ? { userId, home: { kind: "ready", data } } : s));
  }, [client, name, userId]);
  const home: Home<T> = state.userId === userId ? state.home : { kind: "loading" };
  return { home, retry, reload };
}

export function PortalApp<T>({ client, title, home: name, render, redirectTo, base, cache }: PortalAppProps<T>) {
  const session = useSession(client);
  const userId = session?.user.id;
  const { home, retry, reload } = useHome<T>(client, name, userId, cache);
  const { path, navigate } = useSpacePath(base);
  const [leaving, setLeaving] = useState(false);
  const main = useRef<HTMLElement>(null);
  const firstView = useRef(true);

  const view = session === undefined ? "starting" : session === null ? "signIn" : home.kind;

  // The new content's heading takes the focus, but on the first screen a reader starts at the top.
  useEffect(() => {
    if (view === "starting" || view === "loading") return;
    if (firstView.current) {
      firstView.current = false;
      return;
    }
    main.current?.querySelector<HTMLElement>("h2")?.focus();
  }, [view, path]);

  const leave = async () => {
    setLeaving(true);
    await signOut(client);
    setLeaving(false);
  };

  const signOutButton = (
    <button type="button" className="secondary" onClick={leave} disabled={leaving}>
      {leaving ? texts.signingOut : texts.signOut}
    </button>
  );

  return (
    <>
      <header className="top">
        <div>
          <span className="brand">{texts.brand}</span>
          <h1>{title}</h1>
        </div>
        {session && view !== "noAccess" && signOutButton}
      </header>
      <main ref={main} aria-busy={view === "starting" || view === "loading" ? true : undefined}>
        {(view === "starting" || view === "loading") && (
          <p role="status" className="muted">
            {texts.loading}
          </p>
        )}
        {view === "signIn" && <SignIn client={client} redirectTo={redirectTo} />}
        {view === "noAccess" && (
          <section className="card" aria-labelledby="no-access-title">
            <h2 id="no-access-title" tabIndex={-1}>
              {texts.noAccess.title}
            </h2>
            <p role="alert">{texts.noAccess.text}</p>
            <div className="row">{signOutButton}</div>
          </section>
        )}
        {view === "failed" && (
          <section className="card" aria-labelledby="failed-title">
            <h2 id="failed-title" tabIndex={-1}>
              {texts.failed.title}
            </h2>
            <p role="alert">{texts.failed.text}</p>
            <div className="row">
              <button type="button" className="primary" onClick={retry}>
                {texts.retry}
              </button>
            </div>
          </section>
        )}
        {home.kind === "ready" && session && home.offlineSince && (
          <p className="status-line warn">{texts.offline(home.offlineSince)}</p>
        )}
        {home.kind === "ready" && session && render(home.data, { client, path, navigate, reload })}
      </main>
    </>
  );
}
