// @vitest-environment happy-dom
// A request form's date and date-and-time fields, French: JJ/MM/AAAA and JJ/MM/AAAA HH:MM
// placeholders, typed French dates and times read (an appointment typed « 06/11/2026 9h30 »).
import { cleanup, screen } from "@testing-library/react";
import { Form } from "antd";
import { afterEach, describe, expect, it } from "vitest";
import type { Dayjs } from "../../src/lib/dates/dayjs.ts";
import { typeInPicker } from "../../src/test/pickers.ts";
import { renderInApp } from "../../src/test/render.tsx";
import type { FieldDef, RequestDefinition } from "./definition.ts";
import { FieldInput } from "./fields.tsx";
import { fieldFor } from "./transition-modal.tsx";
import { workAccidentRequest } from "./types/work-accident-request.ts";

afterEach(cleanup);

const renderField = (field: FieldDef) => {
  let form: ReturnType<typeof Form.useForm>[0] | undefined;
  const Harness = () => {
    [form] = Form.useForm();
    return (
      <Form form={form}>
        <Form.Item name={field.name} label={field.label}>
          <FieldInput field={field} />
        </Form.Item>
      </Form>
    );
  };
  renderInApp(<Harness />);
  return () => form!.getFieldValue(field.name) as Dayjs | undefined;
};

describe("a request's date fields", () => {
  it("a date: JJ/MM/AAAA, typed the short way too", async () => {
    const value = renderField({ name: "due_on", label: "Échéance", kind: "date" });
    const input = screen.getByRole("textbox", { name: "Échéance" });
    expect(input).toHaveAttribute("placeholder", "JJ/MM/AAAA");
    await typeInPicker(input, "6/11/2026");
    expect(value()?.format("YYYY-MM-DD")).toBe("2026-11-06");
  });

  it("a date and time: JJ/MM/AAAA HH:MM, « 06/11/2026 9h30 » read without pressing OK", async () => {
    const value = renderField({ name: "appointment_at", label: "Rendez-vous", kind: "datetime" });
    const input = screen.getByRole("textbox", { name: "Rendez-vous" });
    expect(input).toHaveAttribute("placeholder", "JJ/MM/AAAA HH:MM");
    await typeInPicker(input, "06/11/2026 9h30");
    expect(value()?.format("YYYY-MM-DD HH:mm")).toBe("2026-11-06 09:30");
  });
});

describe("the date columns a move asks for", () => {
  it("asks the CPAM's decision as a day (a date column named « _at »), not a date and time", async () => {
    const field = fieldFor(workAccidentRequest as unknown as RequestDefinition, "cpam_decision_at");
    expect([field.kind, field.label]).toEqual(["date", "Date de la décision de la CPAM"]);
    const value = renderField(field);
    await typeInPicker(screen.getByRole("textbox", { name: "Date de la décision de la CPAM" }), "03/12/2026");
    expect(value()?.format("YYYY-MM-DD")).toBe("2026-12-03");
  });
});
