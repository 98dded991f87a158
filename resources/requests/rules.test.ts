// Definition-driven rules: the fields a transition asks for (definition first, else the
// column's kind from its name and its French label from enum_label), status colours from the
// type's data, the list's filters, the talent prefill, the recruitment fee.
import type { CrudFilters } from "@refinedev/core";
import { describe, expect, it } from "vitest";
import { prefillFrom } from "./create.tsx";
import { requestFilterCodec } from "./filters.ts";
import { statusColor } from "./status-color.ts";
import { fieldFor, kindOfColumn } from "./transition-modal.tsx";
import { advancePaymentRequest } from "./types/advance-payment-request.ts";
import { feeHt, feeLabel } from "./types/recruitment-office-invoice-request.ts";

describe("fieldFor", () => {
  it("takes the definition's field when it has one", () => {
    expect(fieldFor(advancePaymentRequest, "approved_amount")).toMatchObject({
      kind: "money",
      label: "Montant accordé",
    });
  });
  it.each([
    { name: "handover_signature_file", kind: "file" },
    { name: "file", kind: "file" },
    { name: "loaded_at", kind: "datetime" },
    { name: "decision_date", kind: "date" },
    { name: "granted_amount", kind: "money" },
    { name: "price", kind: "money" },
    { name: "request_number", kind: "text" },
  ])("guesses $name as $kind", ({ name, kind }) => {
    expect(kindOfColumn(name)).toBe(kind);
  });
  it("labels an unknown column from enum_label's request_field", () => {
    expect(fieldFor(advancePaymentRequest, "loaded_at", { loaded_at: { label: "la date de chargement" } })).toEqual({
      name: "loaded_at",
      label: "La date de chargement",
      kind: "datetime",
    });
  });
});

describe("statusColor", () => {
  const type = { initial_status: "requested", terminal_statuses: ["deducted", "rejected", "canceled"] };
  it.each([
    { value: "requested", color: "blue" },
    { value: "approved", color: "gold" },
    { value: "deducted", color: "green" },
    { value: "rejected", color: "red" },
    { value: "canceled", color: "default" },
  ])("$value → $color", ({ value, color }) => {
    expect(statusColor(value, type)).toBe(color);
  });
});

describe("requestFilterCodec", () => {
  const now = () => new Date("2026-03-02T10:00:00Z");
  const codec = requestFilterCodec(advancePaymentRequest.filters ?? [], "due_at", now);
  it.each([
    { values: { status: ["requested"] }, filters: [{ field: "status", operator: "in", value: ["requested"] }] },
    {
      values: { overdue: true },
      filters: [
        { field: "due_at", operator: "lt", value: "2026-03-02T10:00:00.000Z" },
        { field: "closed_at", operator: "null", value: true },
      ],
    },
    {
      values: { payment_method: ["sepa_transfer"] },
      filters: [{ field: "payment_method", operator: "in", value: ["sepa_transfer"] }],
    },
  ] as Array<{ values: Record<string, unknown>; filters: CrudFilters }>)("$values ⇄ filters", ({ values, filters }) => {
    expect(codec.toFilters(values)).toEqual(filters);
    expect(codec.fromFilters(filters)).toMatchObject(values);
  });
});

describe("prefillFrom", () => {
  it("keeps only the columns the definition allows", () => {
    const search = new URLSearchParams("create=1&talent_id=t1&status=paid&contract_id=c1");
    expect(prefillFrom(search, ["talent_id", "contract_id"])).toEqual({ talent_id: "t1", contract_id: "c1" });
  });
});

describe("recruitment fee", () => {
  it.each([
    {
      row: { is_fee_percentage: true, fee_amount: 20, annual_wage: 45000 },
      ht: 9000,
      label: /^20 % de 45\s000,00\s€$/,
    },
    { row: { is_fee_percentage: false, fee_amount: 7500, annual_wage: 45000 }, ht: 7500, label: /^7\s500,00\s€$/ },
  ])("$row", ({ row, ht, label }) => {
    expect(feeHt(row)).toBe(ht);
    expect(feeLabel(row)).toMatch(label);
  });
});

describe("the advance payment's create schema", () => {
  it.each([
    {
      values: { talent_id: "", requested_amount: 100, period_month: "2026-11-01" },
      message: "Le talent est obligatoire",
    },
    {
      values: { talent_id: "t", requested_amount: -5, period_month: "2026-11-01" },
      message: "Le montant doit être positif",
    },
    { values: { talent_id: "t", requested_amount: 100 }, message: "Le mois de l'acompte est obligatoire" },
  ])("refuses $values in French", ({ values, message }) => {
    const result = advancePaymentRequest.create?.schema.safeParse(values);
    expect(result?.success).toBe(false);
    expect(result?.error?.issues[0]?.message).toBe(message);
  });
});
