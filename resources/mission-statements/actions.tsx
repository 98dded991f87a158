// What accounting does with a statement: prepare it again from today's records (its establishment
// and month only), mark it checked (refused while something lacks), export it (XLSX or PDF, with
// the NIR: the read is logged), and date its sending — then it is final. Each call is one SQL
// function; a refusal is toasted in the database's French and the sending's dialog keeps what was
// typed.
import { CheckOutlined, DownloadOutlined, FileSyncOutlined, SendOutlined } from "@ant-design/icons";
import { Button, Dropdown, Form, Modal, Space, Typography } from "antd";
import { useState } from "react";
import { useRpcCall } from "../../providers/rpc.ts";
import { DateInput } from "../../src/components/date-picker/french-pickers.tsx";
import { t } from "../../src/i18n/index.ts";
import { monthName } from "../../src/lib/dates/month.ts";
import { parisDay } from "../../src/lib/dates/paris-time.ts";
import { errorMessage } from "../../src/lib/errors/error-message.ts";
import { saveBlob } from "../../src/lib/export/save-blob.ts";
import { MIME_TYPES } from "../../src/lib/export/table-export.ts";
import { toast } from "../../src/lib/toast/toast-store.ts";
import { statementFile, statementFileName } from "./statement-file.ts";
import type { ExportLine, StatementRow } from "./types.ts";

const s = (key: keyof typeof import("./i18n.fr.ts").missionStatementsFr.show, vars?: Record<string, string>) =>
  t(`resources.missionStatements.show.${key}`, vars);

export const StatementActions = ({ statement, onDone }: { statement: StatementRow; onDone: () => void }) => {
  const callRpc = useRpcCall();
  const [busy, setBusy] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [form] = Form.useForm<{ sent_on: string }>();
  const final = statement.status === "sent";

  const run = async (key: string, call: () => Promise<unknown>, done?: string) => {
    setBusy(key);
    try {
      await call();
      if (done) toast({ type: "success", description: done });
      onDone();
      return true;
    } catch (error) {
      toast({ type: "error", description: errorMessage(error) });
      return false;
    } finally {
      setBusy(null);
    }
  };
  const download = (format: "xlsx" | "pdf") =>
    run(`export-${format}`, async () => {
      const lines = (await callRpc("mission_statement_export", { p_statement_id: statement.id })) as ExportLine[];
      const bytes = await statementFile(statement, lines, format);
      saveBlob(new Blob([bytes], { type: MIME_TYPES[format] }), statementFileName(statement, format));
    });
  const send = async () => {
    const { sent_on } = await form.validateFields();
    const ok = await run(
      "send",
      () => callRpc("mark_mission_statement_sent", { p_statement_id: statement.id, p_sent_on: sent_on }),
      s("sentDone"),
    );
    if (ok) setSending(false);
  };

  return (
    <Space wrap>
      {!final ? (
        <>
          <Button
            icon={<FileSyncOutlined aria-hidden />}
            loading={busy === "prepare"}
            onClick={() =>
              void run("prepare", async () => {
                // this statement's establishment and month only (public.prepare_mission_statement);
                // no mission left in it: it is removed, and the page says it is out of reach
                const again: { id: string | null } | null = await callRpc("prepare_mission_statement", {
                  p_statement_id: statement.id,
                });
                toast({ type: "success", description: again?.id ? s("preparedAgain") : s("removed") });
              })
            }
          >
            {s("prepareAgain")}
          </Button>
          {statement.status === "prepared" ? (
            <Button
              type="primary"
              icon={<CheckOutlined aria-hidden />}
              loading={busy === "check"}
              onClick={() =>
                void run(
                  "check",
                  () => callRpc("check_mission_statement", { p_statement_id: statement.id }),
                  s("checkedDone"),
                )
              }
            >
              {s("check")}
            </Button>
          ) : (
            <Button
              type="primary"
              icon={<SendOutlined aria-hidden />}
              onClick={() => {
                form.setFieldsValue({ sent_on: parisDay(new Date()) });
                setSending(true);
              }}
            >
              {s("markSent")}
            </Button>
          )}
        </>
      ) : null}
      <Dropdown
        trigger={["click"]}
        menu={{
          items: [
            { key: "xlsx", label: s("exportXlsx"), onClick: () => void download("xlsx") },
            { key: "pdf", label: s("exportPdf"), onClick: () => void download("pdf") },
          ],
        }}
      >
        <Button icon={<DownloadOutlined aria-hidden />} loading={busy?.startsWith("export") ?? false}>
          {s("export")}
        </Button>
      </Dropdown>
      <Modal
        open={sending}
        title={s("sentTitle", { month: monthName(statement.month) })}
        okText={s("markSent")}
        cancelText={t("components.form.cancel")}
        confirmLoading={busy === "send"}
        onOk={() => void send()}
        onCancel={() => setSending(false)}
      >
        <Typography.Paragraph type="secondary">{s("sentHelp")}</Typography.Paragraph>
        <Form form={form} layout="vertical">
          <Form.Item name="sent_on" label={s("sentOn")} rules={[{ required: true, message: s("sentOnRequired") }]}>
            <DateInput />
          </Form.Item>
        </Form>
      </Modal>
    </Space>
  );
};
