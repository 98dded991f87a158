// /missions/:id/job-posting: the mission's public ad — title, text (checked against the
// forbidden criteria of L1132-1 as it is typed; the database refuses to publish them too),
// channels, public flag and expiry — its status moves (publish, pause, expire, archive: those
// the user's roles hold in the transition table) and a preview as a candidate sees it.
import { useCan, useOne, useUpdate } from "@refinedev/core";
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Col,
  Descriptions,
  Form,
  Input,
  Row,
  Space,
  Switch,
  Tag,
  Typography,
} from "antd";
import { useEffect } from "react";
import { useParams } from "react-router";
import { DateField } from "../../../src/components/date-picker/date-field.tsx";
import { MUTATION_NOTIFICATIONS } from "../../../src/lib/forms/notifications.ts";
import { CardHeading } from "../../../src/domain/matching/card-heading.tsx";
import { t } from "../../../src/i18n/index.ts";
import { dayjs, formatDate, type Dayjs } from "../../../src/lib/dates/dayjs.ts";
import { enumLabel } from "../../../src/lib/enums/labels.ts";
import { useStatusTransitions } from "../../../src/components/status/use-status-transitions.ts";
import { useRoles } from "../../../src/session/use-status-choices.ts";
import { CHANNELS, jobPostingMoves, type JobPostingChannel, type JobPostingStatus } from "../job-posting/constants.ts";
import { discriminatoryCriteria } from "../job-posting/discrimination.ts";
import { hoursNumber } from "../../../src/lib/hours/format.ts";

type PostingRow = {
  id: string;
  reference: string;
  job_name: string;
  hourly_wage: number | null;
  working_hours: number | null;
  start_date: string | null;
  job_posting_status: JobPostingStatus;
  job_posting_date: string | null;
  job_posting_title: string | null;
  job_posting_description: string | null;
  job_posting_channels: JobPostingChannel[];
  job_posting_expires_at: string | null;
  is_public: boolean;
  address: { city: string | null; postal_code: string | null } | null;
};
type Values = {
  job_posting_title: string;
  job_posting_description: string;
  job_posting_channels: JobPostingChannel[];
  is_public: boolean;
  job_posting_expires_at: Dayjs | null;
};
const SELECT =
  "id, reference, job_name, hourly_wage, working_hours, start_date, job_posting_status, job_posting_date, job_posting_title, job_posting_description, job_posting_channels, job_posting_expires_at, is_public, address:address_id(city, postal_code)";
const j = (key: keyof typeof import("../job-posting/i18n.fr.ts").jobPostingFr) =>
  t(`resources.jobPosting.${key}` as Parameters<typeof t>[0]);

const toRow = (v: Values) => ({
  job_posting_title: v.job_posting_title?.trim() || null,
  job_posting_description: v.job_posting_description?.trim() || null,
  job_posting_channels: v.job_posting_channels ?? [],
  is_public: !!v.is_public,
  job_posting_expires_at: v.job_posting_expires_at ? v.job_posting_expires_at.endOf("day").toISOString() : null,
});

const forbiddenRule = {
  validator: (_: unknown, value: string | undefined) => {
    const found = discriminatoryCriteria(value ?? "");
    return found.length
      ? Promise.reject(new Error(t("resources.jobPosting.forbidden", { criteria: found.join(", ") })))
      : Promise.resolve();
  },
};

export const MissionJobPostingTab = () => {
  const { id = "" } = useParams();
  const { result: mission, query } = useOne<PostingRow>({ resource: "mission", id, meta: { select: SELECT } });
  const { data: canEdit } = useCan({ resource: "mission", action: "edit" });
  const rules = useStatusTransitions("mission", "job_posting_status");
  const roles = useRoles();
  const { mutate, mutation } = useUpdate();
  const [form] = Form.useForm<Values>();
  const title = Form.useWatch("job_posting_title", form) ?? "";
  const description = Form.useWatch("job_posting_description", form) ?? "";
  const found = discriminatoryCriteria(`${title} ${description}`);

  useEffect(() => {
    // a refetch (a save, a live update) never overwrites what the user is typing
    if (!mission?.id || form.isFieldsTouched()) return;
    form.setFieldsValue({
      job_posting_title: mission.job_posting_title ?? `${mission.job_name} H/F`,
      job_posting_description: mission.job_posting_description ?? "",
      job_posting_channels: mission.job_posting_channels ?? [],
      is_public: mission.is_public,
      job_posting_expires_at: mission.job_posting_expires_at ? dayjs(mission.job_posting_expires_at) : null,
    });
  }, [mission, form]);

  const save = (extra: { job_posting_status?: JobPostingStatus } = {}) =>
    form
      .validateFields()
      .then((values) =>
        mutate(
          { resource: "mission", id, values: { ...toRow(values), ...extra }, ...MUTATION_NOTIFICATIONS },
          { onSuccess: () => void query.refetch() },
        ),
      );

  if (!mission) return <Card loading />;
  const status = mission.job_posting_status;
  const readOnly = !canEdit?.can;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={13}>
        <Card
          title={<CardHeading>{j("title")}</CardHeading>}
          extra={
            <Space>
              <span>{j("status")} :</span>
              <Tag>{enumLabel("job_posting_status", status)}</Tag>
            </Space>
          }
        >
          {readOnly ? <Alert type="info" showIcon message={j("readOnly")} style={{ marginBottom: 16 }} /> : null}
          <Form form={form} layout="vertical" aria-label={j("title")} disabled={readOnly} onFinish={() => void save()}>
            <Form.Item
              label={j("adTitle")}
              name="job_posting_title"
              rules={[
                { required: true, whitespace: true, message: "Le titre de l'annonce est obligatoire" },
                forbiddenRule,
              ]}
            >
              <Input maxLength={120} />
            </Form.Item>
            <Form.Item
              label={j("description")}
              name="job_posting_description"
              extra={j("descriptionHelp")}
              rules={[forbiddenRule]}
            >
              <Input.TextArea rows={8} maxLength={5000} />
            </Form.Item>
            <Form.Item label={j("channels")} name="job_posting_channels">
              <Checkbox.Group options={CHANNELS.map((c) => ({ value: c.value, label: c.label }))} />
            </Form.Item>
            <Form.Item label={j("isPublic")} name="is_public" valuePropName="checked">
              <Switch />
            </Form.Item>
            <Form.Item name="job_posting_expires_at" noStyle>
              <ExpiryField />
            </Form.Item>
            {mission.job_posting_date ? (
              <Typography.Paragraph type="secondary">
                {j("postingDate")} {formatDate(mission.job_posting_date)}
              </Typography.Paragraph>
            ) : null}
            {readOnly ? null : (
              <Space wrap>
                <Button htmlType="submit" loading={mutation.isPending}>
                  {j("save")}
                </Button>
                {jobPostingMoves(rules, status, roles).map((move) => (
                  <Button
                    key={move.to}
                    type={move.to === "published" ? "primary" : "default"}
                    disabled={move.to === "published" && (found.length > 0 || !description.trim())}
                    loading={mutation.isPending}
                    onClick={() => void save({ job_posting_status: move.to })}
                  >
                    {j(move.label)}
                  </Button>
                ))}
              </Space>
            )}
          </Form>
        </Card>
      </Col>
      <Col xs={24} xl={11}>
        <Card title={<CardHeading>{j("preview")}</CardHeading>}>
          <article aria-label={j("preview")}>
            <Typography.Title level={3} style={{ marginTop: 0 }}>
              {title || mission.job_name}
            </Typography.Title>
            <Descriptions size="small" column={1}>
              <Descriptions.Item label={j("previewLocation")}>
                {[mission.address?.postal_code, mission.address?.city].filter(Boolean).join(" ") || "—"}
              </Descriptions.Item>
              <Descriptions.Item label={j("previewContract")}>
                {j("previewContractTemp")}
                {mission.working_hours
                  ? ` · ${t("resources.jobPosting.previewHours", { hours: hoursNumber(mission.working_hours) })}`
                  : ""}
              </Descriptions.Item>
              <Descriptions.Item label={j("previewStart")}>{formatDate(mission.start_date) || "—"}</Descriptions.Item>
              {mission.hourly_wage ? (
                <Descriptions.Item label={j("previewPay")}>
                  {t("resources.jobPosting.previewPayValue", {
                    amount: Number(mission.hourly_wage).toLocaleString("fr-FR", { minimumFractionDigits: 2 }),
                  })}
                </Descriptions.Item>
              ) : null}
            </Descriptions>
            <Typography.Paragraph style={{ whiteSpace: "pre-wrap" }}>
              {description || <Typography.Text type="secondary">{j("previewEmpty")}</Typography.Text>}
            </Typography.Paragraph>
            <Button type="primary" disabled>
              {j("previewApply")}
            </Button>
          </article>
        </Card>
      </Col>
    </Row>
  );
};

const ExpiryField = ({ value, onChange }: { value?: Dayjs | null; onChange?: (v: Dayjs | null) => void }) => (
  <div style={{ marginBottom: 24, maxWidth: 260 }}>
    <DateField label={j("expiresAt")} value={value ?? null} onChange={(v) => onChange?.(v)} />
  </div>
);
