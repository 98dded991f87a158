import { describe, expect, it } from "vitest";
import { notificationLink } from "./use-notifications.ts";

describe("notificationLink", () => {
  it.each([
    [{ link: "/contracts/1/review" }, "/contracts/1/review"],
    [{ link: "/ppe-requests?open=2" }, "/ppe-requests?open=2"],
    [{ link: "https://evil.example/x" }, undefined],
    [{ link: "//evil.example/x" }, undefined],
    [{ link: 3 }, undefined],
    [{}, undefined],
    [null, undefined],
  ])("%j → %s", (data, link) => expect(notificationLink(data)).toBe(link));
});
