// @vitest-environment happy-dom
import type { DataProvider } from "@refinedev/core";
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Form, InputNumber } from "antd";
import { afterEach, describe, expect, it } from "vitest";
import { memoryDataProvider } from "../../../src/test/memory-data-provider.ts";
import { renderInApp } from "../../../src/test/render.tsx";
import { SignedTermsHint } from "./terms-hint.tsx";

afterEach(cleanup);

const TERMS = {
  condition_id: "cc-1",
  version: 2,
  scope_type: "company",
  valid_from: "2026-01-01",
  valid_to: null,
  coefficient: "1.900",
  grid_job: "Maçon",
  min_pay_rate: "14.00",
  default_coefficient: "1.800",
  overtime_coefficient: "2.100",
  non_subject_coefficient: "1.050",
};

const provider = (rows: unknown[]) => {
  const calls: Array<{ url: string; query?: unknown }> = [];
  const { dataProvider } = memoryDataProvider({});
  const recorded: DataProvider = {
    ...dataProvider,
    custom: async <T,>(params: { url: string; query?: unknown }) => {
      calls.push(params);
      return { data: rows as T };
    },
  };
  return { dataProvider: recorded, calls };
};

const OrderForm = ({ values }: { values: Record<string, unknown> }) => {
  const [form] = Form.useForm();
  return (
    <Form form={form} initialValues={values}>
      <Form.Item name="company_id" hidden>
        <input />
      </Form.Item>
      <Form.Item name="job_name" hidden>
        <input />
      </Form.Item>
      <Form.Item name="start_date" hidden>
        <input />
      </Form.Item>
      <SignedTermsHint />
      <Form.Item name="coefficient" label="Coefficient">
        <InputNumber decimalSeparator="," />
      </Form.Item>
      <Form.Item name="hourly_wage" label="Salaire">
        <InputNumber decimalSeparator="," />
      </Form.Item>
    </Form>
  );
};

describe("SignedTermsHint", () => {
  it(
    "fills an empty coefficient with the job's signed one and names the version in force — R:REQ-CC-FORM-HINT, R:ORDER-COEF-FROM-TERMS",
    { timeout: 30_000 },
    async () => {
      const { dataProvider, calls } = provider([TERMS]);
      renderInApp(<OrderForm values={{ company_id: "co-1", job_name: "Maçon VRD", start_date: "2026-06-01" }} />, {
        dataProvider,
      });
      expect(
        await screen.findByText(
          "Version 2 (entreprise), en vigueur depuis le 01/01/2026 : coefficient 1,9 pour « Maçon » · heures supplémentaires facturées au coefficient 2,1",
        ),
      ).toBeInTheDocument();
      await waitFor(() => expect(screen.getByLabelText("Coefficient")).toHaveValue("1,9"));
      expect(calls[0]).toMatchObject({
        url: "rpc/client_coefficient_terms",
        query: { p_company_id: "co-1", p_job_name: "Maçon VRD", p_on: "2026-06-01" },
      });
    },
  );

  it(
    "warns when the typed coefficient departs from the signed one and the wage is under the grid's minimum, and applies the signed one — R:REQ-CC-FORM-HINT",
    { timeout: 30_000 },
    async () => {
      const { dataProvider } = provider([TERMS]);
      renderInApp(<OrderForm values={{ company_id: "co-1", job_name: "Maçon", coefficient: 1.7, hourly_wage: 13 }} />, {
        dataProvider,
      });
      expect(
        await screen.findByText("Le coefficient saisi (1,7) s'écarte des conditions signées (1,9)"),
      ).toBeInTheDocument();
      expect(
        screen.getByText(
          /^Le salaire \(13,00\s€\) est sous le taux horaire minimum de la grille pour « Maçon » \(14,00\s€\)$/,
        ),
      ).toBeInTheDocument();
      await userEvent.click(screen.getByRole("button", { name: "Appliquer 1,9" }));
      await waitFor(() => expect(screen.getByLabelText("Coefficient")).toHaveValue("1,9"));
      expect(screen.queryByText(/s'écarte des conditions signées/)).not.toBeInTheDocument();
    },
  );

  it(
    "says when the client has no signed conditions, and leaves the coefficient alone",
    { timeout: 30_000 },
    async () => {
      const { dataProvider } = provider([]);
      renderInApp(<OrderForm values={{ company_id: "co-1", job_name: "Maçon" }} />, { dataProvider });
      expect(
        await screen.findByText(
          "Aucunes conditions commerciales signées en vigueur pour ce client : le coefficient se négocie dans la fourchette.",
        ),
      ).toBeInTheDocument();
      expect(screen.getByLabelText("Coefficient")).toHaveValue("");
    },
  );
});
