// @vitest-environment jsdom
import type { DataProvider } from "@refinedev/core";
import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderInApp } from "../../test/render.tsx";
import { ExportButton } from "./export-button.tsx";

const dataProvider = { getApiUrl: () => "", getList: vi.fn(async () => ({ data: [], total: 0 })), getOne: vi.fn(), create: vi.fn(), update: vi.fn(), deleteOne: vi.fn() } as unknown as DataProvider;

afterEach(cleanup);

describe("ExportButton", () => {
  it("opens its formats from the keyboard", { timeout: 20_000 }, async () => {
    renderInApp(<ExportButton<{ id: string }> resource="company" filters={[]} sorters={[]} columns={[{ header: "Id", value: (r) => r.id }]} fileBase="test" />, { dataProvider });
    screen.getByRole("button", { name: "Exporter" }).focus();
    await userEvent.keyboard("{Enter}");
    expect(await screen.findByRole("menuitem", { name: "Exporter en CSV" })).toBeInTheDocument();
    expect(screen.getByRole("menuitem", { name: "Exporter en Excel (XLSX)" })).toBeInTheDocument();
  });
});
