import { describe, expect, it } from "vitest";
import { errorPageContent } from "./error-page.ts";

describe("errorPageContent — R:UI-ERROR-PAGE", () => {
  it.each([
    ["plain error", new Error("x"), 500, "Internal Server Error"],
    ["nothing", undefined, 500, "Internal Server Error"],
    ["status 404", { status: 404 }, 404, "Page Not Found"],
    ["statusCode 404", { statusCode: 404 }, 404, "Page Not Found"],
    ["response status", { response: { status: 503 } }, 503, "Internal Server Error"],
    ["status 403", { status: 403 }, 403, "Internal Server Error"],
    ["not an HTTP status", { status: 200 }, 500, "Internal Server Error"],
    ["string status", { status: "404" }, 500, "Internal Server Error"],
  ])("%s", (_label, error, status, title) => {
    expect(errorPageContent(error)).toEqual({ status, title });
  });
});
