// @vitest-environment jsdom
// useCloseThenOpen: a create modal that opens the saved record closes first, then navigates,
// once per save — so that the page it leaves (kept alive) does not keep the modal open.
import "../../test/dom-polyfills.ts";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
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

describe("useCloseThenOpen", () => {
  it("closes the modal, then opens the saved record, once", async () => {
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
});
