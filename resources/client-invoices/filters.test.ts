import { describe, expect, it } from "vitest";
import { invoiceFilterCodec, type InvoiceFilterValues } from "./filters.ts";

const codec = invoiceFilterCodec(() => "2026-06-15");
const company = "0b6f7c1e-1d2a-4c3b-9e8f-123456789abc";

describe("the client-invoice list's filters", () => {
  it.each<[string, InvoiceFilterValues, unknown[]]>([
    ["the number", { number: " FA-2026 " }, [{ field: "number", operator: "contains", value: "FA-2026" }]],
    ["statuses", { status: ["sent", "paid"] }, [{ field: "status", operator: "in", value: ["sent", "paid"] }]],
    ["the client", { company_id: company }, [{ field: "company_id", operator: "eq", value: company }]],
    ["the kind", { kind: "credit_note" }, [{ field: "kind", operator: "eq", value: "credit_note" }]],
    [
      "a month",
      { period: "2026-02" },
      [
        { field: "period_start", operator: "gte", value: "2026-02-01" },
        { field: "period_start", operator: "lte", value: "2026-02-28" },
      ],
    ],
    [
      "overdue only: an open status and a due date past",
      { overdue: true },
      [
        {
          operator: "or",
          value: [{ field: "status", operator: "in", value: ["issued", "sent", "partially_paid", "overdue"] }],
        },
        { field: "due_date", operator: "lt", value: "2026-06-15" },
      ],
    ],
    ["nothing", { number: "  ", status: [], overdue: false }, []],
  ])("%s", (_, values, filters) => expect(codec.toFilters(values)).toEqual(filters));

  it("reads the form back from the URL's filters", () => {
    const values: InvoiceFilterValues = {
      number: "FA",
      status: ["sent"],
      company_id: company,
      kind: "invoice",
      period: "2026-05",
      overdue: true,
    };
    expect(codec.fromFilters(codec.toFilters(values))).toEqual(values);
  });
});
