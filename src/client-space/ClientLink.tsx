// A link to a screen of the client space (/client/…): the spaces' SpaceLink at the client's base.
import type { ComponentProps } from "react";
import { SpaceLink } from "../portal/action-screen.tsx";

const CLIENT_BASE = "/client";

export const ClientLink = (props: Omit<ComponentProps<typeof SpaceLink>, "base">) => (
  <SpaceLink base={CLIENT_BASE} {...props} />
);
