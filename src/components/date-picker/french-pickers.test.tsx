// @vitest-environment jsdom
// jsdom, not happy-dom: antd's calendar opened from the start (`open`) is rendered there, not in happy-dom
// The shared French pickers (antd's): JJ/MM/AAAA and HH:MM placeholders, French typed dates and
// times read back as the columns hold them, a date and time in Paris whatever the browser's zone
// (this suite runs in UTC), a French message for text that is not a date.
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderInApp } from "../../test/render.tsx";
import { DateInput, DateTimeInput, TimeInput } from "./french-pickers.tsx";

afterEach(cleanup);

/** Types into a picker and leaves it, as a user does (the picker confirms on the next tick). */
const typeAndLeave = async (name: string, text: string) => {
  const input = screen.getByRole("textbox", { name });
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.blur(input);
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  return input;
};

describe("DateInput", () => {
  it("says JJ/MM/AAAA, shows a saved day the French way and reads typed French dates — R:UI-DATE-FRENCH", async () => {
    const onChange = vi.fn();
    renderInApp(<DateInput aria-label="Début" value="2026-03-02" onChange={onChange} />);
    const input = screen.getByRole("textbox", { name: "Début" });
    expect(input).toHaveAttribute("placeholder", "JJ/MM/AAAA");
    expect(input).toHaveValue("02/03/2026");
    await typeAndLeave("Début", "06/11/2026");
    expect(onChange).toHaveBeenLastCalledWith("2026-11-06");
    await typeAndLeave("Début", "7/11/2026");
    expect(onChange).toHaveBeenLastCalledWith("2026-11-07");
  });

  it("opens a French calendar whose weeks start on Monday", () => {
    renderInApp(<DateInput aria-label="Début" value="2026-11-06" open />);
    expect(screen.getByRole("button", { name: "Choisissez un mois" })).toHaveTextContent("nov.");
    expect(document.querySelector(".ant-picker-content thead th")).toHaveTextContent("lu");
  });

  it("keeps text that is not a date, with the format to use — R:UI-DATE-FRENCH", async () => {
    const onChange = vi.fn();
    renderInApp(<DateInput aria-label="Début" onChange={onChange} />);
    const input = await typeAndLeave("Début", "31/02/2026");
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole("alert")).toHaveTextContent("Date invalide : saisissez-la au format JJ/MM/AAAA.");
    expect(input).toHaveAccessibleDescription("Date invalide : saisissez-la au format JJ/MM/AAAA.");
    expect(input).toHaveValue("31/02/2026");
  });

  it("refuses a day outside min and max", async () => {
    const onChange = vi.fn();
    renderInApp(<DateInput aria-label="Fin" min="2026-11-01" max="2026-11-30" onChange={onChange} />);
    await typeAndLeave("Fin", "01/12/2026");
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole("alert")).toHaveTextContent("Cette date n'est pas disponible.");
  });
});

describe("TimeInput", () => {
  it("says HH:MM, shows 24-hour times and reads 7h30, 7:30 and 1730 — R:UI-DATE-FRENCH", async () => {
    const onChange = vi.fn();
    renderInApp(<TimeInput aria-label="Début" value="07:00:00" onChange={onChange} />);
    const input = screen.getByRole("textbox", { name: "Début" });
    expect(input).toHaveAttribute("placeholder", "HH:MM");
    expect(input).toHaveValue("07:00");
    for (const [typed, time] of [
      ["7h30", "07:30"],
      ["8:15", "08:15"],
      ["1730", "17:30"],
      ["19:05", "19:05"],
    ]) {
      await typeAndLeave("Début", typed);
      expect(onChange).toHaveBeenLastCalledWith(time);
    }
  });

  it("says how to type a time it cannot read", async () => {
    renderInApp(<TimeInput aria-label="Fin" />);
    await typeAndLeave("Fin", "7 heures");
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Heure invalide : saisissez-la au format HH:MM, par exemple 07:30.",
    );
  });
});

describe("DateTimeInput", () => {
  it("shows and reads a date and time in Paris, whatever the browser's zone — R:UI-DATE-FRENCH", async () => {
    const onChange = vi.fn();
    renderInApp(<DateTimeInput aria-label="Date et heure" value="2026-07-01T21:05:00Z" onChange={onChange} />);
    const input = screen.getByRole("textbox", { name: "Date et heure" });
    expect(input).toHaveAttribute("placeholder", "JJ/MM/AAAA HH:MM");
    expect(input).toHaveValue("01/07/2026 23:05");
    await typeAndLeave("Date et heure", "06/11/2026 09:30");
    // 9:30 in Paris in November is 8:30 UTC
    expect(onChange).toHaveBeenLastCalledWith("2026-11-06T08:30:00.000Z");
  });

  it("asks for the time when only a date is typed", async () => {
    const onChange = vi.fn();
    renderInApp(<DateTimeInput aria-label="Date et heure" onChange={onChange} />);
    await typeAndLeave("Date et heure", "06/11/2026");
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Date et heure invalides : saisissez-les au format JJ/MM/AAAA HH:MM, par exemple 06/11/2026 09:30.",
    );
  });
});
