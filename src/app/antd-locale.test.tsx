// @vitest-environment happy-dom
// antd's French locale as the app hands it to ConfigProvider: a real locale object (the
// CommonJS default import gave the production bundle the module object: English everywhere).
import { cleanup, screen } from "@testing-library/react";
import { DatePicker, Pagination, TimePicker } from "antd";
import { afterEach, describe, expect, it } from "vitest";
import { renderInApp } from "../test/render.tsx";
import { dayjs } from "../lib/dates/dayjs.ts";
import { ANTD_LOCALE } from "./antd-locale.ts";

afterEach(cleanup);

describe("antd's French locale", () => {
  it("is the locale itself, not a module wrapper", () => {
    expect(ANTD_LOCALE.locale).toBe("fr");
    expect(ANTD_LOCALE).not.toHaveProperty("default");
    expect(ANTD_LOCALE.Pagination?.prev_page).toBe("Page précédente");
    expect(ANTD_LOCALE.DatePicker?.lang.placeholder).toBe("JJ/MM/AAAA");
  });

  it("reaches the components: pagination in French", () => {
    renderInApp(<Pagination total={100} showSizeChanger />);
    expect(screen.getByTitle("Page précédente")).toBeInTheDocument();
    expect(screen.getByTitle("Page suivante")).toBeInTheDocument();
    expect(screen.queryByTitle("Previous Page")).toBeNull();
  });

  it("gives any picker French formats: JJ/MM/AAAA, HH:MM on 24 hours", () => {
    renderInApp(
      <>
        <DatePicker aria-label="Jour" value={dayjs("2026-11-06")} />
        <TimePicker aria-label="Heure" value={dayjs("2026-11-06T19:05")} />
      </>,
    );
    expect(screen.getByRole("textbox", { name: "Jour" })).toHaveValue("06/11/2026");
    expect(screen.getByRole("textbox", { name: "Heure" })).toHaveValue("19:05");
    expect(screen.getByRole("textbox", { name: "Heure" })).toHaveAttribute("placeholder", "HH:MM");
  });
});
