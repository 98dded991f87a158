// @vitest-environment happy-dom
// A company's « Majorations (égalité de traitement) »: the rates its temps are paid with their
// origin and source, as public.company_majorations answers; « Majorations du client » records the
// client's own night rate, refused without its source (the database's rule, same words), then
// saved with it in one update of the company.
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { rpcUrl } from "../../providers/rpc.ts";
import { fill } from "../../src/test/fill.ts";
import { memoryDataProvider } from "../../src/test/memory-data-provider.ts";
import { renderInApp } from "../../src/test/render.tsx";
import { accessAs, signedInAs } from "../../src/test/session.ts";
import { MajorationsCard } from "./majorations-card.tsx";

afterEach(cleanup);

const RATES = [
  {
    kind: "night",
    label: "Heures de nuit",
    pct: 100,
    origin: "agreement",
    source: "CCN ouvriers du bâtiment (IDCC 1597), titre III",
  },
  { kind: "sunday", label: "Dimanche", pct: 0, origin: "agreement", source: "CCN (IDCC 1597)" },
  { kind: "holiday", label: "Jour férié travaillé", pct: 0, origin: "default", source: null },
];

describe("a client's majorations (L1251-18)", () => {
  it(
    "shows each rate with its origin, and records the client's own night rate with its source — R:PAY-MAJ-SHOWN",
    { timeout: 60_000 },
    async () => {
      const { dataProvider, calls } = memoryDataProvider({ [rpcUrl("company_majorations")]: RATES });
      renderInApp(<MajorationsCard company={{ id: "co-1" }} onSaved={() => undefined} />, {
        dataProvider,
        authProvider: signedInAs(["csm_team_member"]),
        accessControlProvider: accessAs(["csm_team_member"]),
      });
      expect(await screen.findByText("+100 %")).toBeInTheDocument();
      expect(screen.getAllByText("Convention collective")).toHaveLength(2);
      expect(screen.getByText("Valeur générale")).toBeInTheDocument();
      expect(screen.getByText("CCN ouvriers du bâtiment (IDCC 1597), titre III")).toBeInTheDocument();

      fireEvent.click(await screen.findByRole("button", { name: "Majorations du client" }));
      const dialog = await screen.findByRole("dialog", { name: "Majorations (égalité de traitement)" });
      await fill(within(dialog).getByLabelText("Heures de nuit (%)"), "25");
      fireEvent.click(within(dialog).getByRole("button", { name: "Enregistrer" }));
      expect(
        await within(dialog).findByText(
          "Indiquez la source des majorations du client (accord, usage ou note de service) : au moins 3 caractères.",
        ),
      ).toBeInTheDocument();
      expect(calls).toHaveLength(0);

      await fill(
        within(dialog).getByLabelText("Source (accord, usage, note de service)"),
        "Accord d'entreprise du 12/03/2024",
      );
      await userEvent.click(within(dialog).getByRole("button", { name: "Enregistrer" }));
      await waitFor(() =>
        expect(calls).toContainEqual(
          expect.objectContaining({
            method: "update",
            resource: "company",
            id: "co-1",
            variables: {
              night_majoration_pct: 25,
              sunday_majoration_pct: null,
              holiday_majoration_pct: null,
              majorations_source: "Accord d'entreprise du 12/03/2024",
            },
          }),
        ),
      );
    },
  );
});
