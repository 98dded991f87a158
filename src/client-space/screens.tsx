// The client space's screens: the home at "/", and each screen below it at its path. A path no
// screen matches shows the home (an old link still lands somewhere useful).
import type { ReactNode } from "react";
import type { SpaceContext } from "../portal/PortalApp.tsx";
import { match } from "../portal/route.ts";
import { Accident } from "./accident/Accident.tsx";
import { ClientHome } from "./ClientHome.tsx";
import { NewOrder } from "./orders/NewOrder.tsx";
import { OrderDetail } from "./orders/OrderDetail.tsx";
import { DocumentsScreen } from "./documents/DocumentsScreen.tsx";
import { InvoiceScreen } from "./invoices/InvoiceScreen.tsx";
import type { ClientHome as Home } from "./types.ts";

type Screen = {
  path: string;
  render: (home: Home, space: SpaceContext, params: Record<string, string>) => ReactNode;
};

/** One entry per screen below the home (path patterns as in route.ts's match). */
const SCREENS: Screen[] = [
  // « Passer une commande » before the order's detail: "new" is not an order's id
  { path: "/orders/new", render: (_home, space) => <NewOrder space={space} /> },
  {
    path: "/orders/reorder/:contract",
    render: (_home, space, { contract }) => <NewOrder key={contract} space={space} contractId={contract} />,
  },
  { path: "/orders/:id", render: (_home, space, { id }) => <OrderDetail key={id} space={space} orderId={id} /> },
  { path: "/accident", render: (_home, space) => <Accident space={space} /> },
  // what waits for the contact's signature (issue #50, item 2)
  { path: "/documents", render: (_home, space) => <DocumentsScreen space={space} /> },
  // an invoice, where the invoice and reminder mails link (server/auth/mailer.ts)
  { path: "/invoices/:id", render: (_home, space, { id }) => <InvoiceScreen key={id} space={space} id={id} /> },
];

export function ClientSpace({ home, space }: { home: Home; space: SpaceContext }) {
  for (const screen of SCREENS) {
    const params = match(screen.path, space.path);
    if (params) return screen.render(home, space, params);
  }
  return <ClientHome home={home} space={space} />;
}
