// The agency's legal identity (public.workspace_identity) on /settings/workspace: what both
// contracts and the invoices print about the staffing firm (an invoice keeps the identity of its
// issue). Written by developers and country managers (the
// table's policies, as canRenameWorkspace); read-only for the others. A refused save keeps
// what was typed and shows the database's French message.
import { useCreate, useList, useUpdate } from "@refinedev/core";
import { Alert, Button, Checkbox, Col, Divider, Form, Input, Row, Skeleton, Typography } from "antd";
import { toast } from "../../../lib/toast/toast-store.ts";
import { t } from "../../../i18n/index.ts";
import { errorMessage } from "../../../lib/errors/error-message.ts";
import { zodRule } from "../../../lib/forms/zod-rule.ts";
import { identitySchema, toIdentityRow, type IdentityRow, type IdentityValues } from "./identity-schema.ts";

type Field = Exclude<keyof IdentityValues, "vat_on_debits">;
type LabelKey = keyof typeof import("../../../i18n/fr/settings.ts").settings.identity;
const label = (key: LabelKey) => t(`settings.identity.${key}`);

/** Each field: its column, its label key and its width on a wide screen. */
const FIELDS: ReadonlyArray<{ name: Field; label: LabelKey; wide?: boolean; area?: boolean }> = [
  { name: "legal_name", label: "legalName" },
  { name: "legal_form", label: "legalForm" },
  { name: "siret", label: "siret" },
  { name: "naf_code", label: "nafCode" },
  { name: "street", label: "street", wide: true },
  { name: "postal_code", label: "postalCode" },
  { name: "city", label: "city" },
  { name: "activity_declaration", label: "activityDeclaration", wide: true },
  { name: "financial_guarantor", label: "financialGuarantor", wide: true, area: true },
  { name: "pension_body", label: "pensionBody", wide: true, area: true },
  { name: "prevoyance_body", label: "prevoyanceBody", wide: true, area: true },
  { name: "occupational_health_service", label: "occupationalHealthService", wide: true, area: true },
  { name: "signatory_name", label: "signatoryName" },
  { name: "signatory_title", label: "signatoryTitle" },
];

export const IdentityCard = ({ workspaceId, editable }: { workspaceId: string; editable: boolean }) => {
  const [form] = Form.useForm<IdentityValues>();
  const { result, query } = useList<IdentityRow>({
    resource: "workspace_identity",
    filters: [{ field: "workspace_id", operator: "eq", value: workspaceId }],
    pagination: { mode: "off" },
    liveMode: "off",
  });
  const { mutateAsync: update, mutation: updating } = useUpdate();
  const { mutateAsync: create, mutation: creating } = useCreate();
  const row = result.data[0];

  const save = async (values: IdentityValues) => {
    const changes = toIdentityRow(values);
    try {
      if (row)
        await update({
          resource: "workspace_identity",
          id: workspaceId,
          values: changes,
          meta: { idColumnName: "workspace_id" },
          successNotification: false,
          errorNotification: false,
        });
      else
        await create({
          resource: "workspace_identity",
          values: { ...changes, workspace_id: workspaceId },
          successNotification: false,
          errorNotification: false,
        });
      await query.refetch();
      toast({ type: "success", description: t("settings.identity.saved") });
    } catch (error) {
      toast({ type: "error", description: errorMessage(error) });
    }
  };

  return (
    <section aria-labelledby="identity-title">
      <Divider />
      <Typography.Title level={2} id="identity-title" style={{ fontSize: 18 }}>
        {t("settings.identity.title")}
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        {t("settings.identity.intro")} {editable ? null : t("settings.identity.readOnly")}
      </Typography.Paragraph>
      {query.isError ? (
        <Alert type="error" showIcon message={t("settings.identity.loadError")} />
      ) : query.isLoading ? (
        <Skeleton active />
      ) : (
        <Form<IdentityValues>
          form={form}
          layout="vertical"
          name="workspace-identity"
          aria-label={t("settings.identity.title")}
          initialValues={row ?? {}}
          onFinish={(values) => void save(values)}
          disabled={!editable}
        >
          <Row gutter={16}>
            {FIELDS.map((field) => (
              <Col key={field.name} xs={24} md={field.wide ? 24 : 12}>
                <Form.Item name={field.name} label={label(field.label)} rules={[zodRule(identitySchema, field.name)]}>
                  {field.area ? <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} /> : <Input />}
                </Form.Item>
              </Col>
            ))}
          </Row>
          <Form.Item name="vat_on_debits" valuePropName="checked" extra={label("vatOnDebitsHelp")}>
            <Checkbox>{label("vatOnDebits")}</Checkbox>
          </Form.Item>
          {editable ? (
            <Button type="primary" htmlType="submit" loading={updating.isPending || creating.isPending}>
              {t("commands.save")}
            </Button>
          ) : null}
        </Form>
      )}
    </section>
  );
};
