// /independent-payment-requests: the independents' payment requests and, on a second tab,
// their monthly invoices (no route of their own in the spec; they open in a drawer).
// `?tab=invoices&open=<id>` (the action centre's links) opens one invoice on the second tab.
import { Tabs } from "antd";
import { useSearchParams } from "react-router";
import { t } from "../../src/i18n/index.ts";
import { RequestList } from "../requests/list.tsx";
import { independentMonthlyInvoice } from "../requests/types/independent-monthly-invoice.ts";
import { independentPaymentRequest } from "../requests/types/independent-payment-request.ts";

export const IndependentPaymentsPage = () => {
  const [search] = useSearchParams();
  const invoices = search.get("tab") === "invoices";
  return (
    <Tabs
      defaultActiveKey={invoices ? "invoices" : "payments"}
      items={[
        {
          key: "payments",
          label: t("resources.requests.independent.payments"),
          children: (
            <RequestList
              definition={independentPaymentRequest}
              title={t("routes.independentPaymentRequests")}
              hasDetailRoute
              openFromUrl={!invoices}
            />
          ),
        },
        {
          key: "invoices",
          label: t("resources.requests.independent.invoices"),
          children: (
            <RequestList
              definition={independentMonthlyInvoice}
              title={t("resources.requests.independent.invoices")}
              hasDetailRoute={false}
              embedded
              openFromUrl={invoices}
            />
          ),
        },
      ]}
    />
  );
};
