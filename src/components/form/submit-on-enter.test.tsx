// @vitest-environment jsdom
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Form, Input } from "antd";
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

  it("stays out of the tab order and of the accessibility tree", () => {
    renderInApp(<TwoFields onFinish={vi.fn()} withSubmit />);
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });
});
