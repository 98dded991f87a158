// The tab title follows the route's French title from the registry.
import { useEffect } from "react";
import { useLocation } from "react-router";
import { REGISTRY } from "./registry.ts";
import { flattenRegistry, matchRoute } from "../../resources/route-table.ts";
import { t } from "../i18n/index.ts";

const ROUTES = flattenRegistry(REGISTRY);

export const DocumentTitle = () => {
  const { pathname } = useLocation();
  useEffect(() => {
    const route = matchRoute(ROUTES, pathname);
    const title = route ? t(`routes.${route.title}`) : pathname === "/" ? null : t("routes.notFound");
    document.title = title ? `${title} · ${t("app.name")}` : t("app.name");
  }, [pathname]);
  return null;
};
