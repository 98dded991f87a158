// The kbar command palette in French: every page the user's roles open, from the registry.
// Loaded on demand (lazy-command-palette.tsx) with kbar's provider, which only it uses; it
// takes over the header button and the shortcut from the launcher (palette-launcher.ts).
// Record screens register their own actions (useRegisterActions) when they arrive; Refine's
// generic useRefineKbar is not used because it hides the palette whenever it has no action
// of its own for the current page. The search field is our uncontrolled PaletteSearch, not
// KBarSearch, which loses characters typed in a fast burst.
import {
  KBarAnimator,
  KBarPortal,
  KBarPositioner,
  KBarResults,
  RefineKbarProvider,
  VisualState,
  useKBar,
  useMatches,
  useRegisterActions,
  type Action,
} from "@refinedev/kbar";
import { useEffect, useMemo } from "react";
import { useNavigate } from "react-router";
import { REGISTRY } from "./registry.ts";
import { iconOf } from "../../resources/refine-resources.ts";
import { paletteEntries } from "../../resources/route-table.ts";
import { PaletteSearch } from "../components/palette/palette-search.tsx";
import { RecordSearchActions } from "../components/palette/record-search-actions.tsx";
import { t } from "../i18n/index.ts";
import { paletteLauncher } from "../layout/palette/palette-launcher.ts";
import { can } from "../lib/permissions/can.ts";
import { useCurrentUser } from "../session/use-current-user.ts";

const PAGES = paletteEntries(REGISTRY);

const usePageActions = (): Action[] => {
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  return useMemo(() => {
    const roles = user?.roles ?? [];
    return PAGES.filter(
      (page) => !page.entry.subject || can(roles, { resource: page.entry.subject, action: "list" }),
    ).map((page) => ({
      id: `page:${page.path}`,
      name: t(`routes.${page.title}`),
      keywords: page.path.replaceAll("/", " ").replaceAll("-", " "),
      section: t("layout.palette.sectionPages"),
      icon: iconOf(page.entry.icon),
      perform: () => navigate(page.path),
    }));
  }, [user, navigate]);
};

const Results = () => {
  const { results } = useMatches();
  if (results.length === 0)
    return <div style={{ padding: "12px 16px", opacity: 0.6 }}>{t("layout.palette.empty")}</div>;
  return (
    <KBarResults
      items={results}
      onRender={({ item, active }) =>
        typeof item === "string" ? (
          <div style={{ padding: "8px 16px", fontSize: 12, textTransform: "uppercase", opacity: 0.5 }}>{item}</div>
        ) : (
          <div
            style={{
              padding: "10px 16px",
              display: "flex",
              gap: 8,
              background: active ? "rgba(0,0,0,0.05)" : "transparent",
              cursor: "pointer",
            }}
          >
            {item.icon}
            <span>{item.name}</span>
          </div>
        )
      }
    />
  );
};

/** The launcher's toggle goes to kbar; the palette opens if it was asked for before it was loaded. */
const useLauncher = () => {
  const { query } = useKBar();
  useEffect(
    () =>
      paletteLauncher.attach(query.toggle, () =>
        query.setVisualState((state) =>
          state === VisualState.hidden || state === VisualState.animatingOut ? VisualState.animatingIn : state,
        ),
      ),
    [query],
  );
};

const CommandPalette = () => {
  const actions = usePageActions();
  useRegisterActions(actions, [actions]);
  useLauncher();
  return (
    <KBarPortal>
      <RecordSearchActions />
      <KBarPositioner style={{ zIndex: 1100, background: "rgba(0,0,0,0.15)" }}>
        <KBarAnimator
          style={{
            maxWidth: 600,
            width: "100%",
            background: "#fff",
            borderRadius: 8,
            overflow: "hidden",
            boxShadow: "0 8px 24px rgba(0,0,0,0.2)",
          }}
        >
          <PaletteSearch
            defaultPlaceholder={t("layout.palette.placeholder")}
            aria-label={t("layout.palette.placeholder")}
            style={{
              padding: "12px 16px",
              fontSize: 16,
              width: "100%",
              boxSizing: "border-box",
              border: "none",
              outline: "none",
            }}
          />
          <Results />
        </KBarAnimator>
      </KBarPositioner>
    </KBarPortal>
  );
};

const LoadedCommandPalette = () => (
  <RefineKbarProvider>
    <CommandPalette />
  </RefineKbarProvider>
);
export default LoadedCommandPalette;
