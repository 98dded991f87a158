// A registry redirect: inside the app a router navigation (history replaced), to another
// origin a full page load (docs/rules/application.md#routes).
import { useEffect } from "react";
import { Navigate } from "react-router";
import { isExternalUrl } from "../lib/routing/external-url.ts";

const ExternalRedirect = ({ to }: { to: string }) => {
  useEffect(() => window.location.replace(to), [to]);
  return null;
};

export const Redirect = ({ to }: { to: string }) =>
  isExternalUrl(to) ? <ExternalRedirect to={to} /> : <Navigate to={to} replace />;
