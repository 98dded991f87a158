// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AutoComplete, DatePicker, Form, Input } from "antd";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderInApp } from "../../test/render.tsx";
import { SubmitOnEnter } from "./submit-on-enter.tsx";

const TwoFields = ({ onFinish, withSubmit }: { onFinish: (values: unknown) => void; withSubmit: boolean }) => (
  <Form onFinish={onFinish}>
    <Form.Item name="name" label="Nom">
      <Input />
    </Form.Item>
    <Form.Item name="city" label="Ville">
      <Input />
    </Form.Item>
    {withSubmit ? <SubmitOnEnter /> : null}
  </Form>
);

/** A talent-like form: a text field, a date and a legal form picked in a list, saved from outside. */
const WithPickers = ({ onFinish }: { onFinish: (values: Record<string, unknown>) => void }) => (
  <Form onFinish={onFinish}>
    <Form.Item name="name" label="Nom">
      <Input />
    </Form.Item>
    <Form.Item name="birth_date" label="Date de naissance">
      <DatePicker format="DD/MM/YYYY" />
    </Form.Item>
    <Form.Item name="legal_form" label="Forme juridique">
      <AutoComplete options={[{ value: "SAS" }, { value: "SARL" }]} />
    </Form.Item>
    <SubmitOnEnter />
  </Form>
);

afterEach(cleanup);

describe("SubmitOnEnter", () => {
  it.each([
    [true, 1],
    [false, 0],
  ])(
    "with the hidden submit button (%s), Enter in a field submits %i time(s)",
    { timeout: 20_000 },
    async (withSubmit, times) => {
      const onFinish = vi.fn();
      renderInApp(<TwoFields onFinish={onFinish} withSubmit={withSubmit} />);
      await userEvent.type(screen.getByLabelText("Nom"), "Bâtir{Enter}");
      await waitFor(() => expect(onFinish).toHaveBeenCalledTimes(times));
      if (times) expect(onFinish).toHaveBeenCalledWith({ name: "Bâtir", city: undefined });
    },
  );

  it("Enter in a date picker takes the date typed and saves nothing", { timeout: 20_000 }, async () => {
    const onFinish = vi.fn();
    renderInApp(<WithPickers onFinish={onFinish} />);
    const date = screen.getByLabelText("Date de naissance");
    await userEvent.type(date, "12/03/1990{Enter}");
    await waitFor(() => expect(date).toHaveValue("12/03/1990"));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(onFinish).not.toHaveBeenCalled();
  });

  it("Enter in a list (an AutoComplete) saves nothing", { timeout: 20_000 }, async () => {
    const onFinish = vi.fn();
    renderInApp(<WithPickers onFinish={onFinish} />);
    const legalForm = screen.getByRole("combobox", { name: "Forme juridique" });
    await userEvent.type(legalForm, "SARL{Enter}");
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(onFinish).not.toHaveBeenCalled();
    // Enter in a text field still saves, with what was typed in the list
    await userEvent.type(screen.getByLabelText("Nom"), "Bâtir{Enter}");
    await waitFor(() => expect(onFinish).toHaveBeenCalledTimes(1));
    expect(onFinish.mock.calls[0][0]).toMatchObject({ name: "Bâtir", legal_form: "SARL" });
  });

  it("stays out of the tab order and of the accessibility tree", () => {
    renderInApp(<TwoFields onFinish={vi.fn()} withSubmit />);
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });
});
