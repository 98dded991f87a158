// @vitest-environment happy-dom
// The contract's edit history names the people its diffs point at (the manager who validated,
// the consultant) and states times in French, never an ISO string or a UUID.
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { memoryDataProvider } from "../../src/test/memory-data-provider.ts";
import { renderInApp } from "../../src/test/render.tsx";
import { ChangeList } from "./history.tsx";
import type { ChangeRow } from "./types.ts";

afterEach(cleanup);

const MANAGER = "a0000000-0000-4000-8000-000000000003";
const OWNER = "b0000000-0000-4000-8000-000000000004";

const CHANGE: ChangeRow = {
  id: "ch1",
  changed_at: "2026-03-12T10:05:00Z",
  status: "review",
  is_admin_edit: false,
  is_sensitive: false,
  author: { id: MANAGER, first_name: "Claire", last_name: "Martin" },
  changes: [
    { field: "manager_validated_at", old: null, new: "2026-03-12T10:05:00.123+00:00" },
    { field: "manager_validated_by", old: null, new: MANAGER },
    { field: "owner_id", old: null, new: OWNER },
  ],
};

describe("ChangeList", () => {
  it("names the manager and the consultant, and dates the validation in French", async () => {
    const { dataProvider } = memoryDataProvider({
      auth_user: [{ id: MANAGER, first_name: "Claire", last_name: "Martin" }],
      team_member: [
        {
          id: OWNER,
          email: "hugo@renfort.test",
          temp_first_name: null,
          temp_last_name: null,
          auth_user: { first_name: "Hugo", last_name: "Lefèvre" },
        },
      ],
    });
    renderInApp(<ChangeList rows={[CHANGE]} loading={false} />, { dataProvider });
    const validatedBy = (await screen.findByText("Validé par le manager")).closest("tr") as HTMLElement;
    expect(await within(validatedBy).findByText("Claire Martin")).toBeTruthy();
    const validatedAt = screen.getByText("Validé par le manager le").closest("tr") as HTMLElement;
    expect(within(validatedAt).getByText(/^12\/03\/2026 à \d{2}:05$/)).toBeTruthy();
    expect(
      within(screen.getByText("Consultant(e)").closest("tr") as HTMLElement).getByText("Hugo Lefèvre"),
    ).toBeTruthy();
    expect(screen.queryByText(MANAGER)).toBeNull();
    expect(screen.queryByText(/2026-03-12T/)).toBeNull();
  });
});
