// What the websocket handlers share: the secret, the hub, change capture and the catalog.
import type { Capture } from "./capture.ts";
import type { Catalog } from "./catalog.ts";
import type { Channel, Conn, Hub } from "./hub.ts";

export type Deps = {
  secret: string;
  hub: Hub;
  capture: Capture;
  catalog: Catalog;
  onError: (e: unknown) => void;
};

/** A socket as the channel handlers see it: its channels by topic and its `apikey`. */
export type Socket = Conn & {
  apikey: string | null;
  channels: Map<string, Channel>;
};
