// Calculators, invoice simulator and convert screen (docs/rules/pay.md#calculators).
import { CalculatorOutlined, FundOutlined, RetweetOutlined, TableOutlined } from "@ant-design/icons";
import { screen } from "../../../resources/helpers.ts";
import { lazyPage } from "../../../resources/lazy-page.ts";

export const calculator = screen({
  name: "calculator",
  label: "calculator",
  icon: CalculatorOutlined,
  group: "tools",
  subject: "calculator",
  path: "calculator",
  page: lazyPage(() => import("./calculators-page.tsx"), "CalculatorsPage"),
});

export const calculators = screen({
  name: "calculators",
  label: "calculators",
  icon: TableOutlined,
  group: "tools",
  subject: "calculator",
  path: "calculators",
  page: lazyPage(() => import("./calculators-page.tsx"), "CalculatorsPage"),
});

export const invoiceSimulator = screen({
  name: "invoice-simulator",
  label: "invoiceSimulator",
  icon: FundOutlined,
  group: "tools",
  subject: "invoice_simulator",
  path: "invoice-simulator",
  page: lazyPage(() => import("./invoice-simulator-page.tsx"), "InvoiceSimulatorPage"),
});

export const convert = screen({
  name: "convert",
  label: "convert",
  icon: RetweetOutlined,
  group: "tools",
  subject: "convert",
  path: "convert",
  page: lazyPage(() => import("./convert-page.tsx"), "ConvertPage"),
});
