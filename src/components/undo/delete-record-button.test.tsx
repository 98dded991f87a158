// @vitest-environment happy-dom
// « Supprimer » on a record's page: hidden from a role without the table's delete right; for one
// with it, a click deletes at once (no confirmation) and goes back to the list.
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { afterEach, expect, it } from "vitest";
import { memoryDataProvider } from "../../test/memory-data-provider.ts";
import { renderInApp } from "../../test/render.tsx";
import { DeleteRecordButton } from "./delete-record-button.tsx";

afterEach(cleanup);

const page = (
  <Routes>
    <Route
      path="/talents/t1"
      element={
        <DeleteRecordButton
          resource="talent"
          id="t1"
          label="Karim Benali"
          listPath="/talents/list"
          showPath="/talents/t1"
          text="Supprimer le talent"
        />
      }
    />
    <Route path="/talents/list" element={<p>La liste des talents</p>} />
  </Routes>
);

it("is hidden from a role that may not delete", async () => {
  const { dataProvider } = memoryDataProvider();
  renderInApp(page, {
    path: "/talents/t1",
    dataProvider,
    accessControlProvider: { can: async () => ({ can: false }) },
  });
  // the answer of useCan has come: nothing rendered for this role
  await new Promise((r) => setTimeout(r, 50));
  expect(screen.queryByRole("button")).toBeNull();
});

it("deletes at once and goes back to the list", async () => {
  const { dataProvider, calls } = memoryDataProvider();
  renderInApp(page, {
    path: "/talents/t1",
    dataProvider,
    accessControlProvider: { can: async ({ action }) => ({ can: action === "delete" }) },
  });
  await userEvent.click(await screen.findByRole("button", { name: "Supprimer le talent" }));
  await waitFor(() => expect(screen.getByText("La liste des talents")).toBeTruthy());
  expect(calls).toEqual([expect.objectContaining({ method: "deleteOne", resource: "talent", id: "t1" })]);
});
