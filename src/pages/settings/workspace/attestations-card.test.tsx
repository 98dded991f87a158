// @vitest-environment happy-dom
// « Attestations de l'agence »: each kind shows its current file and validity (or « Manquante »);
// the form is offered to the identity's editors only.
import { cleanup, configure, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { dayjs } from "../../../lib/dates/dayjs.ts";
import { memoryDataProvider } from "../../../test/memory-data-provider.ts";
import { renderInApp } from "../../../test/render.tsx";
import { AttestationsCard } from "./attestations-card.tsx";

afterEach(cleanup);
configure({ asyncUtilTimeout: 10_000 });

const WS = "00000000-0000-4000-8000-00000000a001";
const day = (offset: number) => dayjs().add(offset, "day").format("YYYY-MM-DD");
const URSSAF = {
  id: "a1",
  workspace_id: WS,
  kind: "urssaf_vigilance",
  file: `${WS}/urssaf_vigilance/a1.pdf`,
  file_name: "urssaf.pdf",
  issued_on: day(-10),
  expires_on: day(170),
  created_at: "2026-11-01T00:00:00Z",
  created_by: null,
};

describe("AttestationsCard", () => {
  it("shows the current attestation of each kind and the missing one, with the form for an editor", async () => {
    const { dataProvider } = memoryDataProvider({ agency_attestation: [URSSAF] });
    renderInApp(<AttestationsCard workspaceId={WS} editable />, { dataProvider });
    const urssaf = await screen.findByRole("listitem", { name: "Attestation de vigilance URSSAF" });
    expect(within(urssaf).getByText("Valide")).toBeTruthy();
    expect(within(urssaf).getByRole("button", { name: "Ouvrir urssaf.pdf" })).toBeTruthy();
    const guarantee = screen.getByRole("listitem", { name: "Attestation de garantie financière" });
    expect(within(guarantee).getByText("Manquante")).toBeTruthy();
    const form = screen.getByRole("form", { name: "Ajouter l'attestation" });
    expect(within(form).getByRole("radiogroup", { name: "Attestation" })).toBeTruthy();
  });

  it("offers no form to a reader", async () => {
    const { dataProvider } = memoryDataProvider({ agency_attestation: [URSSAF] });
    renderInApp(<AttestationsCard workspaceId={WS} editable={false} />, { dataProvider });
    await screen.findByRole("listitem", { name: "Attestation de vigilance URSSAF" });
    expect(screen.queryByRole("form", { name: "Ajouter l'attestation" })).toBeNull();
    expect(screen.getByText(/Seuls les développeurs et les country managers/)).toBeTruthy();
  });
});
