// @vitest-environment happy-dom
// The create forms' duplicate warning watches the fields it sends to public.likely_duplicates
// itself: what is typed in them reaches the function, and the form that holds them is not
// rendered again for each key.
import type { DataProvider } from "@refinedev/core";
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Form, Input } from "antd";
import { afterEach, expect, it, vi } from "vitest";
import { renderInApp } from "../../test/render.tsx";
import { FormDuplicatesAlert } from "./duplicates.tsx";

afterEach(cleanup);

it("sends the watched fields to likely_duplicates without rendering the form again — R:MERGE-DUP-FORM", async () => {
  const asked: Record<string, unknown>[] = [];
  const dataProvider: DataProvider = {
    getApiUrl: () => "",
    getList: vi.fn(async () => ({ data: [], total: 0 }) as never),
    custom: vi.fn(async ({ query }) => {
      const values = (query as { p_values: Record<string, unknown> }).p_values;
      asked.push(values);
      const found = values.name === "Bâtir";
      return { data: found ? [{ id: "c1", label: "Bâtir Lyon", matched_on: ["name"] }] : [] } as never;
    }),
    getOne: vi.fn(),
    create: vi.fn(),
    update: vi.fn(),
    deleteOne: vi.fn(),
  };
  let renders = 0;
  const CompanyLikeForm = () => {
    const [form] = Form.useForm();
    renders += 1;
    return (
      <Form form={form}>
        <FormDuplicatesAlert entity="company" form={form} fields={["name", "siren"]} />
        <Form.Item name="name" label="Raison sociale">
          <Input />
        </Form.Item>
        <Form.Item name="city" label="Ville">
          <Input />
        </Form.Item>
      </Form>
    );
  };
  renderInApp(<CompanyLikeForm />, { dataProvider });
  const rendered = renders;
  // key by key, as the re-renders this is about come from each key
  await userEvent.type(screen.getByLabelText("Ville"), "Lyon");
  await userEvent.type(screen.getByLabelText("Raison sociale"), "Bâtir");
  expect(await screen.findByRole("link", { name: "Ouvrir la fiche de Bâtir Lyon" })).toHaveAttribute(
    "href",
    "/companies/c1",
  );
  expect(renders).toBe(rendered);
  // only the watched fields, and only those with a value
  await waitFor(() => expect(asked.at(-1)).toEqual({ name: "Bâtir" }));
});
