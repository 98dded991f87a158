// @vitest-environment happy-dom
// Removing the developer role asks first, since only the database can give it back
// (docs/rules/roles.md#break-glass); another role goes at once.
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { App } from "antd";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RoleTags } from "./role-tags.tsx";

afterEach(cleanup);

const renderTags = (onRemove: (role: string) => Promise<void>) =>
  render(
    <App>
      <RoleTags
        roles={["team_member_developer", "csm_team_member"]}
        name="Camille Martin"
        rights={{ roles: true, developerRole: true }}
        onAdd={async () => undefined}
        onRemove={onRemove}
      />
    </App>,
  );

describe("RoleTags", () => {
  it("warns before removing the developer role, which only the database can give back — R:ROLE-DEV-ROLE-WARNING", async () => {
    const onRemove = vi.fn(async () => undefined);
    renderTags(onRemove);
    const removeButtons = screen.getAllByRole("button", { name: /^Retirer le rôle/ });
    await userEvent.click(removeButtons[0]!);
    expect(
      await screen.findByText(
        "Le rôle développeur ne pourra être rétabli que directement dans la base de données. Le retirer quand même ?",
      ),
    ).toBeTruthy();
    expect(onRemove).not.toHaveBeenCalled();
    await userEvent.click(removeButtons[1]!);
    expect(onRemove).toHaveBeenCalledWith("csm_team_member");
  });
});
