// « Importer un relevé bancaire » (accounting): a bank's CSV statement, its credits matched to the
// open invoices (bank-statement.ts), the matches the accountant keeps recorded as payments, one
// record_client_invoice_payment each (the database checks every one; a refused one is listed).
import { UploadOutlined } from "@ant-design/icons";
import { useDataProvider, useInvalidate } from "@refinedev/core";
import { Button, Modal, Table, Typography, Upload } from "antd";
import { useState } from "react";
import { useRpcCall } from "../../providers/rpc.ts";
import { SelectAllTitle } from "../../src/components/table/select-all.tsx";
import { toast } from "../../src/lib/toast/toast-store.ts";
import { t } from "../../src/i18n/index.ts";
import { errorMessage } from "../../src/lib/errors/error-message.ts";
import { matchStatement, parseStatement, paymentAmount, type Match, type OpenInvoice } from "./bank-statement.ts";
import { OPEN_STATUSES } from "./constants.ts";
import { formatMoney } from "../../src/lib/money/format.ts";

const b = (key: keyof typeof import("./i18n.fr.ts").clientInvoicesFr.bank, vars?: Record<string, string | number>) =>
  t(`resources.clientInvoices.bank.${key}`, vars);

type OpenRow = {
  id: string;
  number: string;
  total_ttc: number;
  paid_amount: number;
  credited_amount: number;
  company: { name: string } | null;
};

export const BankStatementButton = () => {
  const getDataProvider = useDataProvider();
  const callRpc = useRpcCall();
  const invalidate = useInvalidate();
  const [matches, setMatches] = useState<Match[] | null>(null);
  const [kept, setKept] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);

  const read = async (file: File) => {
    const lines = parseStatement(await file.text());
    if (lines.length === 0) {
      toast({ type: "error", description: b("unreadable") });
      return;
    }
    const { data } = await getDataProvider().getList<OpenRow>({
      resource: "client_invoice",
      filters: [
        { field: "kind", operator: "eq", value: "invoice" },
        { field: "status", operator: "in", value: [...OPEN_STATUSES] },
      ],
      pagination: { currentPage: 1, pageSize: 1000, mode: "server" },
      meta: { select: "id,number,total_ttc,paid_amount,credited_amount,company:company_id(name)" },
    });
    const open: OpenInvoice[] = data.map((r) => ({
      id: r.id,
      number: r.number,
      remaining: Math.round((Number(r.total_ttc) - Number(r.paid_amount) - Number(r.credited_amount)) * 100) / 100,
      company: r.company?.name ?? "",
    }));
    const found = matchStatement(lines, open);
    setMatches(found);
    setKept(found.flatMap((m, i) => (m.invoice ? [i] : [])));
  };

  const record = async () => {
    if (!matches) return;
    setBusy(true);
    let done = 0;
    const refused: string[] = [];
    for (const i of kept) {
      const m = matches[i]!;
      try {
        await callRpc("record_client_invoice_payment", {
          p_invoice_id: m.invoice!.id,
          p_paid_on: m.date,
          p_amount: paymentAmount(m),
          p_mode: "transfer",
          p_reference: m.label.slice(0, 140),
        });
        done += 1;
      } catch (error) {
        refused.push(`${m.invoice!.number} : ${errorMessage(error) ?? ""}`);
      }
    }
    setBusy(false);
    await invalidate({ resource: "client_invoice", invalidates: ["all"] });
    toast({ type: done > 0 ? "success" : "error", description: b("recorded", { count: done }) });
    if (refused.length) toast({ type: "error", description: refused.join(" · "), duration: 12_000 });
    setMatches(null);
  };

  return (
    <>
      <Upload
        accept=".csv,text/csv"
        showUploadList={false}
        beforeUpload={(file) => {
          void read(file).catch((error: unknown) => toast({ type: "error", description: errorMessage(error) }));
          return false;
        }}
      >
        <Button icon={<UploadOutlined />}>{b("button")}</Button>
      </Upload>
      <Modal
        open={matches !== null}
        title={b("title")}
        width={900}
        okText={b("record", { count: kept.length })}
        okButtonProps={{ disabled: kept.length === 0 }}
        cancelText={b("cancel")}
        confirmLoading={busy}
        onOk={() => void record()}
        onCancel={() => setMatches(null)}
        destroyOnHidden
      >
        <Typography.Paragraph>{b("intro")}</Typography.Paragraph>
        <Table<Match & { key: number }>
          size="small"
          pagination={false}
          dataSource={(matches ?? []).map((m, key) => ({ ...m, key }))}
          rowSelection={{
            selectedRowKeys: kept,
            onChange: (keys) => setKept(keys.map(Number)),
            columnTitle: (
              <SelectAllTitle
                selectable={(matches ?? []).flatMap((m, key) => (m.invoice ? [key] : []))}
                selected={kept}
                onChange={setKept}
              />
            ),
            getCheckboxProps: (m) => ({ disabled: !m.invoice, "aria-label": b("keep", { label: m.label }) }),
          }}
          columns={[
            { title: b("date"), dataIndex: "date", render: (d: string) => d.split("-").reverse().join("/") },
            { title: b("label"), dataIndex: "label" },
            { title: b("amount"), dataIndex: "amount", align: "right", render: (a: number) => formatMoney(a) },
            {
              title: b("invoice"),
              key: "invoice",
              render: (_, m) =>
                m.invoice
                  ? `${m.invoice.number} · ${m.invoice.company} · ${b(m.by === "number" ? "byNumber" : "byAmount")}`
                  : b("none"),
            },
          ]}
        />
      </Modal>
    </>
  );
};
