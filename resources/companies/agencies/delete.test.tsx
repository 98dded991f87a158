// @vitest-environment jsdom
import type { DataProvider } from "@refinedev/core";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderInApp } from "../../../src/test/render.tsx";
import { AgencyDeleteButton } from "./delete.tsx";

afterEach(cleanup);

const stubProvider = (): DataProvider => ({
  getApiUrl: () => "",
  getList: vi.fn(async () => ({ data: [], total: 0 }) as never),
  getOne: vi.fn(),
  create: vi.fn(),
  update: vi.fn(),
  deleteOne: vi.fn(async ({ id }) => ({ data: { id } }) as never),
});

const open = async () => {
  const provider = stubProvider();
  const onDeleted = vi.fn();
  renderInApp(<AgencyDeleteButton agency={{ id: "a1", name: "Agence Vienne" }} onDeleted={onDeleted} />, { dataProvider: provider });
  await userEvent.click(screen.getByRole("button", { name: "Supprimer" }));
  const dialog = await screen.findByRole("dialog");
  expect(dialog).toHaveTextContent("Supprimer l'établissement « Agence Vienne » ?");
  return { provider, onDeleted, dialog };
};

describe("AgencyDeleteButton", () => {
  it("deletes once confirmed in French", { timeout: 20_000 }, async () => {
    const { provider, onDeleted, dialog } = await open();
    await userEvent.click(within(dialog).getByRole("button", { name: "Supprimer" }));
    await waitFor(() => expect(provider.deleteOne).toHaveBeenCalledWith(expect.objectContaining({ resource: "agency", id: "a1" })));
    await waitFor(() => expect(onDeleted).toHaveBeenCalledTimes(1));
  });

  it("deletes nothing when cancelled", { timeout: 20_000 }, async () => {
    const { provider, onDeleted, dialog } = await open();
    await userEvent.click(within(dialog).getByRole("button", { name: "Annuler" }));
    await waitFor(() => expect(dialog).toHaveClass("ant-zoom-leave"));
    expect(provider.deleteOne).not.toHaveBeenCalled();
    expect(onDeleted).not.toHaveBeenCalled();
  });
});
