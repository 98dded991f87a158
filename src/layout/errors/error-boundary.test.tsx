// @vitest-environment happy-dom
// The boundary's error page is loaded on demand (lazy-errors.tsx): a render error still ends on
// the French error page, and « Réessayer » renders the children again.
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { t } from "../../i18n/index.ts";
import { ErrorBoundary } from "./error-boundary.tsx";

vi.mock("../../../providers/error-reporting.ts", () => ({ reportError: () => Promise.resolve() }));

afterEach(cleanup);

describe("ErrorBoundary", () => {
  it("shows the error page, loaded on demand, and renders the children again on retry", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    let fail = true;
    const Child = () => {
      if (fail) throw new Error("boom");
      return <p>contenu</p>;
    };
    render(
      <ErrorBoundary>
        <Child />
      </ErrorBoundary>,
    );
    expect(await screen.findByRole("heading", { name: t("errors.internal") })).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: t("commands.retry") }));
    expect(await screen.findByText("contenu")).toBeTruthy();
  });
});
