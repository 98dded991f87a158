// @vitest-environment happy-dom
// A talents selection's « Changer la disponibilité »: one call of bulk_update with the ticked
// talents and the status chosen, answered by the undo toast (« Annuler ») — the whole change
// undone at once; not offered to a role that may not update talents.
import type { CustomParams, DataProvider } from "@refinedev/core";
import { cleanup, configure, fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, expect, it } from "vitest";
import { toastStore } from "../../lib/toast/toast-store.ts";
import { memoryDataProvider } from "../../test/memory-data-provider.ts";
import { renderInApp } from "../../test/render.tsx";
import { BulkAvailabilityChange } from "./bulk-owner.tsx";

afterEach(cleanup);
configure({ asyncUtilTimeout: 20_000 });

const render = (can: boolean) => {
  const rpc: CustomParams[] = [];
  const dataProvider: DataProvider = {
    ...memoryDataProvider().dataProvider,
    custom: async (params) => {
      rpc.push(params);
      return { data: { change: "c-1", count: 2 } as never };
    },
  };
  renderInApp(<BulkAvailabilityChange talentIds={["t-1", "t-2"]} />, {
    dataProvider,
    accessControlProvider: { can: async () => ({ can }) },
  });
  return rpc;
};

it("sets the status chosen on every talent ticked, in one call, with « Annuler »", { timeout: 60_000 }, async () => {
  const rpc = render(true);
  fireEvent.mouseDown(await screen.findByRole("combobox", { name: "Nouvelle disponibilité" }));
  const option = () => document.querySelector('.ant-select-item-option[title="Indisponible"]');
  await waitFor(() => expect(option()).not.toBeNull());
  fireEvent.click(option() as HTMLElement);
  await userEvent.click(screen.getByRole("button", { name: "Changer la disponibilité (2)" }));
  await waitFor(() =>
    expect(rpc).toContainEqual(
      expect.objectContaining({
        url: "rpc/bulk_update",
        payload: { p_entity: "talent", p_ids: ["t-1", "t-2"], p_values: { availability_status: "unavailable" } },
      }),
    ),
  );
  await waitFor(() => expect(toastStore.getSnapshot().find((item) => item.action)?.action?.btnText).toBe("Annuler"));
});

it("is not offered to a role that may not update talents", async () => {
  const rpc = render(false);
  await new Promise((r) => setTimeout(r, 50));
  expect(screen.queryByRole("button")).toBeNull();
  expect(rpc).toEqual([]);
});
