// @vitest-environment happy-dom
// useCloseThenOpen: a create modal that opens the saved record closes first, then navigates,
// once per save — so that the page it leaves (kept alive) does not keep the modal open.
import "../../test/dom-polyfills.ts";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { Activity } from "react";
import { MemoryRouter, Route, Routes, useNavigate } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { useCloseThenOpen } from "./use-close-after-save.ts";

afterEach(cleanup);

const events: string[] = [];

const ListPage = () => {
  const open = useCloseThenOpen(() => events.push("close"));
  return (
    <button type="button" onClick={() => open("/companies/co-1")}>
      Enregistrer
    </button>
  );
};
const RecordPage = () => {
  events.push("record");
  return <h1>Fiche</h1>;
};

/** The list kept alive beside the record, as src/layout/keep-alive-outlet.tsx keeps pages. */
const KeptAlive = ({ showList }: { showList: boolean }) => (
  <>
    <Activity mode={showList ? "visible" : "hidden"}>
      <ListPage />
    </Activity>
    {showList ? null : <RecordPage />}
  </>
);

describe("useCloseThenOpen", () => {
  it("closes the modal, then opens the saved record, once", async () => {
    events.length = 0;
    render(
      <MemoryRouter initialEntries={["/companies"]}>
        <Routes>
          <Route path="/companies" element={<ListPage />} />
          <Route path="/companies/:id" element={<RecordPage />} />
        </Routes>
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Enregistrer" }));
    expect(await screen.findByRole("heading", { name: "Fiche" })).toBeTruthy();
    expect(events[0]).toBe("close");
    expect(events.filter((e) => e === "close")).toHaveLength(1);
  });

  it("does not open the record again when the page it left is shown again", async () => {
    events.length = 0;
    let back: () => void = () => undefined;
    const Shell = () => {
      const navigate = useNavigate();
      back = () => navigate("/companies");
      return (
        <Routes>
          <Route path="/companies" element={<KeptAlive showList />} />
          <Route path="/companies/:id" element={<KeptAlive showList={false} />} />
        </Routes>
      );
    };
    render(
      <MemoryRouter initialEntries={["/companies"]}>
        <Shell />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Enregistrer" }));
    expect(await screen.findByRole("heading", { name: "Fiche" })).toBeTruthy();
    back();
    expect(await screen.findByRole("button", { name: "Enregistrer" })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("heading", { name: "Fiche" })).toBeNull();
    expect(events.filter((e) => e === "close")).toHaveLength(1);
  });
});
