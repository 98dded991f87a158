// @vitest-environment jsdom
import "../test/dom-polyfills.ts";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { LazyPage } from "./lazy-page.tsx";

const Page = () => <h1>Talents</h1>;
const loader = async () => Page;

afterEach(cleanup);

describe("LazyPage", () => {
  it("renders the page once loaded", async () => {
    render(<LazyPage loader={loader} />);
    expect(await screen.findByRole("heading", { name: "Talents" })).toBeTruthy();
  });
});
