// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { memoryDataProvider } from "../../test/memory-data-provider.ts";
import { renderInApp } from "../../test/render.tsx";
import { ExportButton } from "./export-button.tsx";

const { dataProvider } = memoryDataProvider();

afterEach(cleanup);

describe("ExportButton", () => {
  it("opens its formats from the keyboard", { timeout: 20_000 }, async () => {
    renderInApp(
      <ExportButton<{ id: string }>
        resource="company"
        filters={[]}
        sorters={[]}
        columns={[{ header: "Id", value: (r) => r.id }]}
        fileBase="test"
      />,
      { dataProvider },
    );
    screen.getByRole("button", { name: "Exporter" }).focus();
    await userEvent.keyboard("{Enter}");
    expect(await screen.findByRole("menuitem", { name: "Exporter en CSV" })).toBeInTheDocument();
    expect(screen.getByRole("menuitem", { name: "Exporter en Excel (XLSX)" })).toBeInTheDocument();
  });
});
