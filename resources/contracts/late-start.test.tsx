// @vitest-environment happy-dom
// A contract late on its start, on its page and its review screens: the contract,
// started 16 days earlier and never signed, says so with the 2 jours ouvrables of L1251-17.
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderInApp } from "../../src/test/render.tsx";
import { LateStartAlert } from "./late-start.tsx";

afterEach(cleanup);

const contract = {
  status: "validated" as const,
  start_date: "2026-11-09",
  is_amendment: false,
  contract_type: "mission" as const,
  transmitted_to_talent_at: null,
};

describe("LateStartAlert", () => {
  it("a contract started 16 days earlier and not signed is « hors délai »", () => {
    renderInApp(<LateStartAlert contract={contract} now={new Date("2026-11-25T09:00:00Z")} />);
    expect(screen.getByRole("alert")).toHaveTextContent("Contrat hors délai");
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Ce contrat a commencé le 09/11/2026 et n'est toujours pas signé : il devait être remis au talent au plus tard le 12/11/2026, 2 jours ouvrables après le début (art. L1251-17 du Code du travail). La DPAE devait précéder l'embauche (art. L1221-10).",
    );
  });

  it("a contract starting within 2 jours ouvrables is « Début imminent »; a later one says nothing", () => {
    renderInApp(<LateStartAlert contract={contract} now={new Date("2026-11-06T09:00:00Z")} />);
    expect(screen.getByRole("alert")).toHaveTextContent("Début imminent");
    expect(screen.getByRole("alert")).toHaveTextContent("au plus tard le 12/11/2026");
    cleanup();
    renderInApp(<LateStartAlert contract={contract} now={new Date("2026-11-05T09:00:00Z")} />);
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
