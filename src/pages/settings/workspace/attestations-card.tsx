// « Attestations de l'agence » on /settings/workspace (public.agency_attestation, 38_vigilance.sql):
// the URSSAF attestation de vigilance (6 months, L8222-1 / D8222-5) and the financial-guarantee
// attestation (yearly, L1251-49 / R1251-11) the database sends to the clients. Each kind shows its
// current file (the newest issued) with its validity; the identity's editors add a new one — a PDF
// (the agency-attestations bucket accepts only that, docs/rules/application.md#upload-types), its
// issue date and its expiry (proposed from the issue date). Stored file first, then the row.
import { useCreate, useList } from "@refinedev/core";
import { Alert, Button, Col, Divider, Form, List, Radio, Row, Skeleton, Tag, Typography } from "antd";
import { useState } from "react";
import { signedUrl, uploadFile } from "../../../../providers/client-calls.ts";
import { DateInput } from "../../../components/date-picker/french-pickers.tsx";
import { UploadField } from "../../../components/upload/upload-field.tsx";
import type { Tables } from "../../../database.types.ts";
import { t } from "../../../i18n/index.ts";
import { dayjs, formatDate } from "../../../lib/dates/dayjs.ts";
import { errorMessage } from "../../../lib/errors/error-message.ts";
import { BUCKETS } from "../../../lib/upload/buckets.generated.ts";
import { toast } from "../../../lib/toast/toast-store.ts";
import {
  ATTESTATION_KINDS,
  attestationState,
  currentAttestations,
  defaultExpiry,
  type AttestationKind,
} from "./attestations.utils.ts";

type Row = Tables<"agency_attestation">;
type Values = { kind: AttestationKind; file: File; issued_on: string; expires_on: string };
type Key = keyof typeof import("../../../i18n/fr/settings.ts").settings.attestations;
const a = (key: Key, vars?: Record<string, string>) => t(`settings.attestations.${key}`, vars);

const STATE_COLOR = { valid: "green", expiring: "orange", expired: "red", missing: "red" } as const;

/**
 * The kind's radios inside a radiogroup: Form.Item gives its child the required rule's
 * aria-required, allowed on a radiogroup only (axe aria-allowed-attr), which antd's Radio.Group
 * does not take as a role.
 */
const KindRadios = ({
  value,
  onChange,
  label,
  ...aria
}: {
  value?: AttestationKind;
  onChange?: (value: AttestationKind) => void;
  label: string;
}) => (
  <div role="radiogroup" aria-label={label} {...aria}>
    <Radio.Group value={value} onChange={(event) => onChange?.(event.target.value as AttestationKind)}>
      {ATTESTATION_KINDS.map((kind) => (
        <Radio key={kind} value={kind}>
          {a(kind)}
        </Radio>
      ))}
    </Radio.Group>
  </div>
);

export const AttestationsCard = ({ workspaceId, editable }: { workspaceId: string; editable: boolean }) => {
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const { result, query } = useList<Row>({
    resource: "agency_attestation",
    filters: [{ field: "workspace_id", operator: "eq", value: workspaceId }],
    sorters: [{ field: "issued_on", order: "desc" }],
    pagination: { mode: "off" },
    liveMode: "off",
  });
  const { mutateAsync: create } = useCreate();
  const current = currentAttestations(result.data);
  const today = dayjs().format("YYYY-MM-DD");

  const open = async (row: Row) => {
    try {
      window.open(await signedUrl("agency-attestations", row.file, 300), "_blank", "noopener");
    } catch (error) {
      toast({ type: "error", description: errorMessage(error) });
    }
  };

  const save = async (values: Values) => {
    setSaving(true);
    const path = `${workspaceId}/${values.kind}/${crypto.randomUUID()}.pdf`;
    try {
      await uploadFile("agency-attestations", path, values.file, { contentType: "application/pdf" });
      await create({
        resource: "agency_attestation",
        values: {
          workspace_id: workspaceId,
          kind: values.kind,
          file: path,
          file_name: values.file.name,
          issued_on: values.issued_on,
          expires_on: values.expires_on,
        },
        successNotification: false,
        errorNotification: false,
      });
      form.resetFields();
      await query.refetch();
      toast({ type: "success", description: a("saved") });
    } catch (error) {
      toast({ type: "error", description: errorMessage(error) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <section aria-labelledby="attestations-title">
      <Divider />
      <Typography.Title level={2} id="attestations-title" style={{ fontSize: 18 }}>
        {a("title")}
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        {a("intro")} {editable ? null : a("readOnly")}
      </Typography.Paragraph>
      {query.isError ? (
        <Alert type="error" showIcon message={a("loadError")} />
      ) : query.isLoading ? (
        <Skeleton active />
      ) : (
        <List
          size="small"
          bordered
          dataSource={[...ATTESTATION_KINDS]}
          renderItem={(kind) => {
            const row = current[kind];
            const state = attestationState(row, today);
            return (
              <List.Item aria-label={a(kind)}>
                <List.Item.Meta
                  title={a(kind)}
                  description={
                    row
                      ? a("current", { issued: formatDate(row.issued_on), expires: formatDate(row.expires_on) })
                      : null
                  }
                />
                {row ? (
                  <Button type="link" onClick={() => void open(row)} aria-label={a("open", { name: row.file_name })}>
                    {row.file_name}
                  </Button>
                ) : null}
                <Tag color={STATE_COLOR[state]}>{a(state)}</Tag>
              </List.Item>
            );
          }}
        />
      )}
      {editable ? (
        <Form<Values>
          form={form}
          layout="vertical"
          name="agency-attestation"
          aria-label={a("add")}
          style={{ marginTop: 16 }}
          onFinish={(values) => void save(values)}
          onValuesChange={(changed: Partial<Values>, all: Partial<Values>) => {
            if ((changed.issued_on || changed.kind) && all.kind && all.issued_on)
              form.setFieldValue("expires_on", defaultExpiry(all.kind, all.issued_on));
          }}
        >
          <Form.Item name="kind" label={a("kind")} rules={[{ required: true, message: a("kindRequired") }]}>
            <KindRadios label={a("kind")} />
          </Form.Item>
          <Form.Item name="file" label={a("file")} rules={[{ required: true, message: a("fileRequired") }]}>
            <UploadField id="agency-attestation-file" types={BUCKETS["agency-attestations"].allowedMimeTypes} />
          </Form.Item>
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item
                name="issued_on"
                label={a("issuedOn")}
                rules={[{ required: true, message: a("dateRequired") }]}
              >
                <DateInput max={today} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item
                name="expires_on"
                label={a("expiresOn")}
                dependencies={["issued_on"]}
                rules={[
                  { required: true, message: a("dateRequired") },
                  ({ getFieldValue }) => ({
                    validator: (_, value: string | undefined) => {
                      const issued = getFieldValue("issued_on") as string | undefined;
                      return !value || !issued || value > issued
                        ? Promise.resolve()
                        : Promise.reject(new Error(a("expiresAfterIssue")));
                    },
                  }),
                ]}
              >
                <DateInput />
              </Form.Item>
            </Col>
          </Row>
          <Button type="primary" htmlType="submit" loading={saving}>
            {a("add")}
          </Button>
        </Form>
      ) : null}
    </section>
  );
};
