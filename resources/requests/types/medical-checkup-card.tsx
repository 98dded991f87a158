// A medical visit's own card: the notice once recorded (read only by those who may read an
// aptitude: the external CSM records it without reading it back), « Modifier le rendez-vous »
// while « RDV fixé », and « Avis reçu », which records the notice with the visit's close.
import { useList } from "@refinedev/core";
import { Button, Card, Descriptions, Space, Typography } from "antd";
import { useState } from "react";
import { useEnumStyle } from "../../../src/components/status/use-enum-style.ts";
import { EnumTag } from "../../../src/components/table/columns.tsx";
import type { Tables } from "../../../src/database.types.ts";
import { t } from "../../../src/i18n/index.ts";
import { formatDate } from "../../../src/lib/dates/dayjs.ts";
import type { RequestRow } from "../definition.ts";
import { openMedicalFile } from "../../../src/domain/medical/open-medical-file.ts";
import { useRequesterContext, useTransitions } from "../hooks.ts";
import { MedicalAppointmentModal } from "./medical-appointment-modal.tsx";
import { mayRecordNotice, mayReschedule } from "./medical-notice.ts";
import { MedicalNoticeModal } from "./medical-notice-modal.tsx";

const m = (key: keyof typeof import("../i18n.fr.ts").requestsFr.medical) => t(`resources.requests.medical.${key}`);

type Notice = Pick<
  Tables<"medical_checkup_result">,
  | "medical_checkup_request_id"
  | "result"
  | "issued_at"
  | "valid_until"
  | "workplace_restrictions"
  | "next_visit_due"
  | "certificate_file"
>;

const NoticeDetails = ({ notice }: { notice: Notice }) => {
  const aptitudes = useEnumStyle("medical_aptitude");
  const open = () => openMedicalFile({ medical_checkup_request_id: notice.medical_checkup_request_id });
  return (
    <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }}>
      <Descriptions.Item label={m("result")}>
        <EnumTag value={notice.result} style={aptitudes} />
      </Descriptions.Item>
      <Descriptions.Item label={m("issuedAt")}>{formatDate(notice.issued_at)}</Descriptions.Item>
      <Descriptions.Item label={m("validUntil")}>{formatDate(notice.valid_until) || "—"}</Descriptions.Item>
      {notice.workplace_restrictions ? (
        <Descriptions.Item label={m("restrictions")}>{notice.workplace_restrictions}</Descriptions.Item>
      ) : null}
      <Descriptions.Item label={m("nextVisitDue")}>{formatDate(notice.next_visit_due) || "—"}</Descriptions.Item>
      <Descriptions.Item label={m("file")}>
        {notice.certificate_file ? (
          <Button
            type="link"
            style={{ padding: 0 }}
            onClick={() => void open()}
            aria-label={`${t("resources.requests.files.preview")} : ${m("file")}`}
          >
            {t("resources.requests.files.preview")}
          </Button>
        ) : (
          "—"
        )}
      </Descriptions.Item>
    </Descriptions>
  );
};

export const MedicalCheckupCard = ({ row, refetch }: { row: RequestRow; refetch: () => void }) => {
  const { roles } = useRequesterContext();
  const transitions = useTransitions("medical_checkup_request");
  const [open, setOpen] = useState<"appointment" | "notice" | null>(null);
  const { result, query } = useList<Notice>({
    resource: "medical_checkup_result",
    filters: [{ field: "medical_checkup_request_id", operator: "eq", value: row.id }],
    pagination: { mode: "off" },
    meta: {
      select:
        "medical_checkup_request_id, result, issued_at, valid_until, workplace_restrictions, next_visit_due, certificate_file",
    },
  });
  const notice = result.data[0];
  const visit = { status: row.status, appointment_at: row.appointment_at as string | null | undefined };
  const done = () => {
    setOpen(null);
    void query.refetch();
    refetch();
  };

  return (
    <Card title={m("title")}>
      <Space direction="vertical" style={{ width: "100%" }}>
        <Space wrap>
          {mayReschedule(transitions, roles, row.status) ? (
            <Button onClick={() => setOpen("appointment")}>{m("reschedule")}</Button>
          ) : null}
          {!notice && mayRecordNotice(transitions, roles, visit) ? (
            <Button type="primary" onClick={() => setOpen("notice")}>
              {m("record")}
            </Button>
          ) : null}
        </Space>
        {notice ? (
          <NoticeDetails notice={notice} />
        ) : (
          <Typography.Text type="secondary">{m("noNotice")}</Typography.Text>
        )}
      </Space>
      {open === "appointment" ? (
        <MedicalAppointmentModal row={row} onClose={() => setOpen(null)} onSaved={done} />
      ) : null}
      {open === "notice" ? <MedicalNoticeModal row={row} onClose={() => setOpen(null)} onSaved={done} /> : null}
    </Card>
  );
};
