// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { memoryDataProvider } from "../../../src/test/memory-data-provider.ts";
import { renderInApp } from "../../../src/test/render.tsx";
import { AgencyDeleteButton } from "./delete.tsx";

afterEach(cleanup);

const open = async () => {
  const { dataProvider, calls } = memoryDataProvider();
  const onDeleted = vi.fn();
  renderInApp(<AgencyDeleteButton agency={{ id: "a1", name: "Agence Vienne" }} onDeleted={onDeleted} />, {
    dataProvider,
  });
  await userEvent.click(screen.getByRole("button", { name: "Supprimer" }));
  const dialog = await screen.findByRole("dialog");
  expect(dialog).toHaveTextContent("Supprimer l'établissement « Agence Vienne » ?");
  return { calls, onDeleted, dialog };
};

describe("AgencyDeleteButton", () => {
  it("deletes once confirmed in French", { timeout: 20_000 }, async () => {
    const { calls, onDeleted, dialog } = await open();
    await userEvent.click(within(dialog).getByRole("button", { name: "Supprimer" }));
    await waitFor(() =>
      expect(calls).toEqual([expect.objectContaining({ method: "deleteOne", resource: "agency", id: "a1" })]),
    );
    await waitFor(() => expect(onDeleted).toHaveBeenCalledTimes(1));
  });

  it("deletes nothing when cancelled", { timeout: 20_000 }, async () => {
    const { calls, onDeleted, dialog } = await open();
    await userEvent.click(within(dialog).getByRole("button", { name: "Annuler" }));
    await waitFor(() => expect(dialog).toHaveClass("ant-zoom-leave"));
    expect(calls).toHaveLength(0);
    expect(onDeleted).not.toHaveBeenCalled();
  });
});
