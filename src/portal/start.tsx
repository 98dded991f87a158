// Starts a space's page (client.html, talent.html): the config, the space's own supabase-js
// client, then the page; without a config, a French message.
import { StrictMode, type ReactNode } from "react";
import { createRoot } from "react-dom/client";
import type { HomeFunction } from "./api.ts";
import { createPortalClient, type Space } from "./client.ts";
import { loadConfig } from "./config.ts";
import { PortalApp, type HomeCache, type SpaceContext } from "./PortalApp.tsx";
import { texts } from "./texts.ts";
import "./portal.css";

export function startSpace<T>(
  space: Space,
  title: string,
  home: HomeFunction,
  render: (data: T, space: SpaceContext) => ReactNode,
  cache?: HomeCache<T>,
) {
  const root = createRoot(document.getElementById("root") as HTMLElement);
  loadConfig()
    .then((config) =>
      root.render(
        <StrictMode>
          <PortalApp<T>
            client={createPortalClient(config, space)}
            title={title}
            home={home}
            render={render}
            redirectTo={`${window.location.origin}/${space}`}
            base={`/${space}`}
            cache={cache}
          />
        </StrictMode>,
      ),
    )
    .catch(() =>
      root.render(
        <main>
          <h1>{title}</h1>
          <p role="alert">{texts.problems.network}</p>
        </main>,
      ),
    );
}
