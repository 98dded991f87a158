// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Button, Form } from "antd";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderInApp } from "../../test/render.tsx";
import { MoneyInput } from "./money-input.tsx";

afterEach(cleanup);

const AmountForm = ({ onFinish, initial }: { onFinish: (values: unknown) => void; initial?: number }) => (
  <Form onFinish={onFinish} initialValues={{ amount: initial }}>
    <Form.Item name="amount" label="Montant">
      <MoneyInput />
    </Form.Item>
    <Button htmlType="submit">Enregistrer</Button>
  </Form>
);

describe("MoneyInput", () => {
  it.each([
    ["1182,90", 1182.9],
    ["1 182,90", 1182.9],
    ["1182.90", 1182.9],
    ["75", 75],
  ])("« %s » gives %s", { timeout: 20_000 }, async (typed, value) => {
    const onFinish = vi.fn();
    renderInApp(<AmountForm onFinish={onFinish} />);
    await userEvent.type(screen.getByLabelText("Montant"), typed);
    await userEvent.click(screen.getByRole("button", { name: "Enregistrer" }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ amount: value }));
  });

  it("shows an amount with the decimal comma, and clears to no amount", { timeout: 20_000 }, async () => {
    const onFinish = vi.fn();
    renderInApp(<AmountForm onFinish={onFinish} initial={1182.9} />);
    const input = screen.getByLabelText("Montant");
    expect(input).toHaveValue("1182,90");
    await userEvent.clear(input);
    await userEvent.click(screen.getByRole("button", { name: "Enregistrer" }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ amount: null }));
  });
});
