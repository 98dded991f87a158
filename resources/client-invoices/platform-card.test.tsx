// @vitest-environment happy-dom
// An invoice's lifecycle at the plateforme agréée: the latest status beside the title, each status
// with its date, its origin and its reason; a refused invoice says how it is corrected; before the
// platform's first answer, that the deposit waits for the document.
import { cleanup, configure, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderInApp } from "../../src/test/render.tsx";
import { signedInAs } from "../../src/test/session.ts";
import { PlatformCard } from "./platform-card.tsx";
import { platformWatchMs } from "./platform.ts";
import { INVOICE, invoiceProvider } from "./test-data.ts";
import type { InvoiceRow, PlatformEventRow } from "../../src/domain/invoices/types.ts";

afterEach(cleanup);
configure({ asyncUtilTimeout: 20_000 });

const render = (invoice: InvoiceRow, events: PlatformEventRow[]) => {
  const { dataProvider } = invoiceProvider({ client_invoice_platform_event: events });
  renderInApp(<PlatformCard invoice={invoice} />, {
    dataProvider,
    authProvider: signedInAs(["accounting_team_member"]),
  });
};

describe("PlatformCard", () => {
  it("lists the statuses received and sent, with the client's reason, and asks for a credit note — R:PA-EVENTS", async () => {
    render({ ...(INVOICE as InvoiceRow), platform_status: "refused", platform_flow_id: "LOCAL-ABC" }, [
      { id: "e-1", status: "deposited", reason: null, source: "platform", occurred_at: "2026-06-01T08:00:00Z" },
      {
        id: "e-2",
        status: "refused",
        reason: "Heures du samedi contestées",
        source: "platform",
        occurred_at: "2026-06-03T08:30:00Z",
      },
    ]);
    const card = (await screen.findByText("Plateforme agréée")).closest(".ant-card") as HTMLElement;
    expect(await within(card).findByText("Heures du samedi contestées")).toBeInTheDocument();
    expect(within(card).getByText("Déposée")).toBeInTheDocument();
    // the latest beside the title, and in the timeline
    expect(within(card).getAllByText("Refusée")).toHaveLength(2);
    expect(within(card).getByText(/^03\/06\/2026 \d\d:\d\d · Plateforme$/)).toBeInTheDocument();
    expect(within(card).getByText("Dépôt n° LOCAL-ABC")).toBeInTheDocument();
    expect(within(card).getByRole("alert")).toHaveTextContent("Corrigez-la par un avoir");
  });

  it("says the deposit waits for the document before the platform's first answer — R:PA-DEPOSIT-WHEN", async () => {
    render({ ...(INVOICE as InvoiceRow), platform_status: null, platform_flow_id: null }, []);
    expect(await screen.findByText(/Dépôt à la plateforme en attente/)).toBeInTheDocument();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});

describe("platformWatchMs", () => {
  it("reads again while the deposit, the callback or « Encaissée » is awaited, never after a final status", () => {
    expect(platformWatchMs({ status: "issued" }, [])).toBe(2000);
    expect(platformWatchMs({ status: "sent" }, [{ status: "deposited" }])).toBe(5000);
    expect(platformWatchMs({ status: "sent" }, [{ status: "deposited" }, { status: "made_available" }])).toBe(false);
    expect(platformWatchMs({ status: "paid" }, [{ status: "deposited" }, { status: "made_available" }])).toBe(2000);
    expect(platformWatchMs({ status: "paid" }, [{ status: "deposited" }, { status: "cashed" }])).toBe(false);
    expect(platformWatchMs({ status: "sent" }, [{ status: "rejected" }])).toBe(false);
  });
});
