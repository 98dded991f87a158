// @vitest-environment happy-dom
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderInApp } from "../../test/render.tsx";
import { DeepResearchResults } from "./results.tsx";
import { passageParts } from "./state.ts";
import type { DeepResearchHit } from "./types.ts";

const hit = (over: Partial<DeepResearchHit>): DeepResearchHit => ({
  talent_id: "t1",
  first_name: "Léa",
  last_name: "Traoré",
  city: "Caen",
  postal_code: "14000",
  main_job_name: "Coffreur-bancheur",
  availability_status: "available",
  available_from: null,
  distance_km: 4.26,
  score: 0.875,
  terms_met: ["nucléaire"],
  terms_missed: ["R482"],
  criteria: [
    { key: "job", met: true, detail: "Métier : Coffreur-bancheur" },
    { key: "radius", met: false, detail: "42 km (rayon 30 km)" },
  ],
  passages: ["Coffreur sur le chantier de la centrale ⟦nucléaire⟧ de <b>Flamanville</b> & EPR"],
  total_count: 31,
  ...over,
});

const noop = () => undefined;

describe("DeepResearchResults", () => {
  afterEach(cleanup);

  it("marks the matched words of a passage and shows the rest as text, tags included — R:TAL-DEEP-PASSAGES", () => {
    const { container } = renderInApp(
      <DeepResearchResults rows={[hit({})]} total={31} page={1} loading={false} onPage={noop} />,
    );
    const marks = container.querySelectorAll("mark");
    expect([...marks].map((m) => m.textContent)).toEqual(["nucléaire"]);
    // the resume's « <b> » is text, never markup
    expect(container.querySelector("td b")).toBeNull();
    expect(screen.getByText(/<b>Flamanville<\/b> & EPR/)).toBeTruthy();
    expect(container.textContent).not.toContain("⟦");
  });

  it("says which terms and criteria are met and missed, with their detail — R:TAL-DEEP-RESULTS", () => {
    renderInApp(<DeepResearchResults rows={[hit({})]} total={31} page={1} loading={false} onPage={noop} />);
    const row = screen.getByRole("row", { name: /Léa TRAORÉ/ });
    expect(within(row).getByText("Termes trouvés :")).toBeTruthy();
    expect(within(row).getByText("nucléaire", { selector: ".ant-tag" })).toBeTruthy();
    expect(within(row).getByText("Termes absents du CV :")).toBeTruthy();
    expect(within(row).getByText("R482")).toBeTruthy();
    expect(within(row).getByText("Métier : respecté — Coffreur-bancheur")).toBeTruthy();
    expect(within(row).getByText("Distance : non respecté — 42 km (rayon 30 km)")).toBeTruthy();
    expect(within(row).getByText("Caen (14000) · 4,3 km")).toBeTruthy();
    expect(within(row).getByText("#1")).toBeTruthy();
    expect(within(row).getByText("· Pertinence 0,88", { exact: false })).toBeTruthy();
    expect(within(row).getByRole("link", { name: "Léa TRAORÉ" }).getAttribute("href")).toBe("/talents/t1");
    expect(within(row).getByRole("link", { name: "Ouvrir la fiche de Léa Traoré" }).getAttribute("href")).toBe(
      "/talents/t1",
    );
  });

  it("ranks from the page's first row and says when a talent has no passage — R:TAL-DEEP-RESULTS", () => {
    renderInApp(
      <DeepResearchResults
        rows={[hit({}), hit({ talent_id: "t2", first_name: "Hugo", last_name: "Petit", passages: [] })]}
        total={60}
        page={2}
        loading={false}
        onPage={noop}
      />,
    );
    const second = screen.getByRole("row", { name: /Hugo PETIT/ });
    expect(within(second).getByText("#27")).toBeTruthy();
    expect(within(second).getByText(/Aucun extrait/)).toBeTruthy();
  });

  it("explains what to change when nothing matches, and never rejects anyone — R:TAL-DEEP-NO-REJECTION", () => {
    renderInApp(<DeepResearchResults rows={[]} total={0} page={1} loading={false} onPage={noop} />);
    expect(screen.getByText("Aucun talent ne correspond à cette recherche.")).toBeTruthy();
    expect(screen.getByText(/Retirez un terme/)).toBeTruthy();
    expect(screen.getByText(/la décision revient toujours à une personne \(RGPD, art\. 22\)/)).toBeTruthy();
  });

  it("pages on the server's total", async () => {
    const onPage = vi.fn();
    renderInApp(<DeepResearchResults rows={[hit({})]} total={60} page={1} loading={false} onPage={onPage} />);
    await userEvent.click(screen.getByTitle("3"));
    expect(onPage).toHaveBeenCalledWith(3, 25);
  });
});

describe("passageParts", () => {
  it("splits a passage into plain and marked parts, stray brackets dropped", () => {
    expect(passageParts("la ⟦centrale⟧ ⟦nucléaire⟧ de Paluel ⟦")).toEqual([
      { text: "la ", marked: false },
      { text: "centrale", marked: true },
      { text: " ", marked: false },
      { text: "nucléaire", marked: true },
      { text: " de Paluel ", marked: false },
    ]);
  });
});
