// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Form, Input } from "antd";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderInApp } from "../../src/test/render.tsx";
import { NafSelect, NafText } from "./naf-select.tsx";

const Harness = ({ onFinish }: { onFinish: (values: unknown) => void }) => {
  const [form] = Form.useForm();
  return (
    <Form form={form} onFinish={onFinish}>
      <Form.Item name="naf_code" label="Code NAF">
        <NafSelect />
      </Form.Item>
      <Form.Item name="naf_code_label" hidden>
        <Input />
      </Form.Item>
      <button type="button" onClick={() => form.submit()}>
        Enregistrer
      </button>
    </Form>
  );
};

afterEach(cleanup);

describe("NafSelect", () => {
  it("finds a sub-class by its activity without accents and fills code and label", { timeout: 20_000 }, async () => {
    const onFinish = vi.fn();
    renderInApp(<Harness onFinish={onFinish} />);
    const input = screen.getByLabelText("Code NAF");
    await userEvent.click(input);
    await userEvent.type(input, "maconnerie generale");
    await userEvent.click(
      await screen.findByTitle("43.99C — Travaux de maçonnerie générale et gros œuvre de bâtiment"),
    );
    await userEvent.click(screen.getByRole("button", { name: "Enregistrer" }));
    await waitFor(() =>
      expect(onFinish).toHaveBeenCalledWith({
        naf_code: "43.99C",
        naf_code_label: "Travaux de maçonnerie générale et gros œuvre de bâtiment",
      }),
    );
  });

  it("shows the label from the list, or the stored one for an unknown code", async () => {
    renderInApp(
      <ul>
        <li>
          <NafText code="42.21Z" storedLabel="ancien libellé" />
        </li>
        <li>
          <NafText code="99.99Z" storedLabel="libellé saisi" />
        </li>
        <li>
          <NafText code={null} />
        </li>
      </ul>,
    );
    expect(await screen.findByText("42.21Z — Construction de réseaux pour fluides")).toBeInTheDocument();
    expect(screen.getByText("99.99Z — libellé saisi")).toBeInTheDocument();
    expect(screen.getByText("—")).toBeInTheDocument();
  });
});
