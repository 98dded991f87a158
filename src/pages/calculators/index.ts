// Calculators, invoice simulator and convert screen (docs/rules/pay.md#calculators).
import { CalculatorOutlined, FundOutlined, RetweetOutlined, TableOutlined } from "@ant-design/icons";
import { screen } from "../../../resources/helpers.ts";

export const calculator = screen({
  name: "calculator",
  label: "calculator",
  icon: CalculatorOutlined,
  group: "tools",
  subject: "calculator",
  path: "calculator",
  page: () => import("./calculators-page.tsx").then((m) => m.CalculatorsPage),
});

export const calculators = screen({
  name: "calculators",
  label: "calculators",
  icon: TableOutlined,
  group: "tools",
  subject: "calculator",
  path: "calculators",
  page: () => import("./calculators-page.tsx").then((m) => m.CalculatorsPage),
});

export const invoiceSimulator = screen({
  name: "invoice-simulator",
  label: "invoiceSimulator",
  icon: FundOutlined,
  group: "tools",
  subject: "invoice_simulator",
  path: "invoice-simulator",
  page: () => import("./invoice-simulator-page.tsx").then((m) => m.InvoiceSimulatorPage),
});

export const convert = screen({
  name: "convert",
  label: "convert",
  icon: RetweetOutlined,
  group: "tools",
  subject: "convert",
  path: "convert",
  page: () => import("./convert-page.tsx").then((m) => m.ConvertPage),
});
