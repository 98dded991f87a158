// /qualification-centers/:id: details edited in place (saved with the address in one call,
// public.save_qualification_center), training types and prices (price_list: accounting may
// edit only these, the database says so in French otherwise), and the centres near a talent.
import { useForm } from "@refinedev/antd";
import { useCan, useShow, useUpdate, type HttpError } from "@refinedev/core";
import { Alert, Button, Card, Col, Form, InputNumber, Row, Select, Skeleton, Space, Typography } from "antd";
import { useParams } from "react-router";
import { saveMeta, type SavedRow, type SaveVariables } from "../../providers/data-provider-save.ts";
import { MUTATION_NOTIFICATIONS } from "../../src/lib/forms/notifications.ts";
import { PageTitle } from "../../src/components/page-title.tsx";
import { isOutOfReach, RecordOutOfReach } from "../../src/components/record-out-of-reach.tsx";
import { AccessibleTabs } from "../../src/components/tabs/accessible-tabs.tsx";
import { EnumTag, enumOptions } from "../../src/components/table/columns.tsx";
import { t } from "../../src/i18n/index.ts";
import { errorMessage } from "../../src/lib/errors/error-message.ts";
import { CentersNear } from "../../src/domain/centers/near.tsx";
import { QUALIFICATION_CENTER_STATUS_STYLE, QUALIFICATION_TYPES, QUALIFICATION_TYPE_STYLE } from "./constants.ts";
import { QualificationCenterForm } from "./form.tsx";
import { toPriceList, toQualificationCenterSave, type QualificationCenterFormValues } from "./schema.ts";
import { QUALIFICATION_CENTER_SHOW_SELECT } from "./select.ts";
import type { PriceLine, QualificationCenterRow } from "./types.ts";
import { SaveButton } from "../../src/components/form/save-button.tsx";
import { refusedSave } from "../../src/components/form/refused-save.ts";

const p = (key: keyof typeof import("./i18n.fr.ts").qualificationCentersFr.prices) =>
  t(`resources.qualificationCenters.prices.${key}`);
const tab = (key: keyof typeof import("./i18n.fr.ts").qualificationCentersFr.tabs) =>
  t(`resources.qualificationCenters.tabs.${key}`);

const Details = ({ center, onSaved }: { center: QualificationCenterRow; onSaved: () => void }) => {
  const { formProps, saveButtonProps, onFinish } = useForm<
    SavedRow<"save_qualification_center">,
    HttpError,
    SaveVariables<"save_qualification_center">
  >({
    liveMode: "off",
    resource: "qualification_center",
    action: "edit",
    id: center.id,
    redirect: false,
    warnWhenUnsavedChanges: true,
    meta: { select: QUALIFICATION_CENTER_SHOW_SELECT, ...saveMeta("save_qualification_center") },
    ...MUTATION_NOTIFICATIONS,
    onMutationSuccess: onSaved,
  });
  const canEdit = useCan({ resource: "qualification_center", action: "edit", params: { id: center.id } }).data?.can;
  const name = t("resources.qualificationCenters.edit.title");
  return (
    <Card>
      <QualificationCenterForm
        name={name}
        status={center.status}
        formProps={{
          ...formProps,
          disabled: !canEdit,
          onFinish: async (values: QualificationCenterFormValues) =>
            onFinish(toQualificationCenterSave(values)).catch(refusedSave),
        }}
      />
      {canEdit ? <SaveButton {...saveButtonProps} /> : null}
    </Card>
  );
};

const Prices = ({ center, onSaved }: { center: QualificationCenterRow; onSaved: () => void }) => {
  const [form] = Form.useForm<{ lines: PriceLine[] }>();
  const { mutate, mutation } = useUpdate();
  const canEdit = useCan({ resource: "qualification_center", action: "edit", params: { id: center.id } }).data?.can;
  const lines = Array.isArray(center.price_list) ? (center.price_list as PriceLine[]) : [];
  const save = ({ lines: values }: { lines: PriceLine[] }) =>
    mutate(
      {
        resource: "qualification_center",
        id: center.id,
        values: { price_list: toPriceList(values) },
        mutationMode: "pessimistic",
        ...MUTATION_NOTIFICATIONS,
      },
      { onSuccess: onSaved },
    );
  return (
    <Card>
      <Form
        form={form}
        layout="vertical"
        initialValues={{ lines }}
        onFinish={save}
        disabled={!canEdit}
        aria-label={tab("prices")}
      >
        <Form.List name="lines">
          {(fields, { add, remove }) => (
            <Space direction="vertical" style={{ width: "100%" }}>
              {fields.length === 0 ? <Typography.Text type="secondary">{p("empty")}</Typography.Text> : null}
              {fields.map((field, index) => (
                <Row key={field.key} gutter={8} align="bottom">
                  <Col xs={24} md={8}>
                    <Form.Item
                      name={[field.name, "qualification"]}
                      label={`${p("qualification")} ${index + 1}`}
                      // a validator, not `required`: antd would put aria-required on the select's
                      // wrapper, an attribute its role does not allow (axe: aria-allowed-attr)
                      rules={[
                        {
                          validator: (_rule, value) =>
                            value ? Promise.resolve() : Promise.reject(new Error(t("components.form.required"))),
                        },
                      ]}
                    >
                      <Select options={enumOptions(QUALIFICATION_TYPES, QUALIFICATION_TYPE_STYLE)} />
                    </Form.Item>
                  </Col>
                  <Col xs={8} md={5}>
                    <Form.Item name={[field.name, "initial_ht"]} label={p("initial")}>
                      <InputNumber min={0} step={10} style={{ width: "100%" }} />
                    </Form.Item>
                  </Col>
                  <Col xs={8} md={5}>
                    <Form.Item name={[field.name, "recycling_ht"]} label={p("recycling")}>
                      <InputNumber min={0} step={10} style={{ width: "100%" }} />
                    </Form.Item>
                  </Col>
                  <Col xs={8} md={3}>
                    <Form.Item name={[field.name, "days"]} label={p("days")}>
                      <InputNumber min={0} max={365} style={{ width: "100%" }} />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={3}>
                    <Form.Item>
                      <Button danger onClick={() => remove(field.name)} aria-label={`${p("remove")} ${index + 1}`}>
                        {p("remove")}
                      </Button>
                    </Form.Item>
                  </Col>
                </Row>
              ))}
              {canEdit ? (
                <Space>
                  <Button onClick={() => add({ qualification: center.training_type })}>{p("add")}</Button>
                  <Button type="primary" htmlType="submit" loading={mutation.isPending}>
                    {p("save")}
                  </Button>
                </Space>
              ) : null}
            </Space>
          )}
        </Form.List>
      </Form>
    </Card>
  );
};

export const QualificationCenterShow = () => {
  const { id } = useParams();
  const { query } = useShow<QualificationCenterRow>({
    liveMode: "off",
    resource: "qualification_center",
    id,
    meta: { select: QUALIFICATION_CENTER_SHOW_SELECT },
  });
  const center = query.data?.data;
  if (query.isLoading) return <Skeleton active />;
  if (query.isError || !center)
    return (
      <>
        <PageTitle>{t("routes.qualificationCenter")}</PageTitle>
        {query.isError && !isOutOfReach(query.error) ? (
          <Alert type="error" showIcon message={t("components.list.error")} description={errorMessage(query.error)} />
        ) : (
          <RecordOutOfReach backTo="/qualification-centers" backLabel={t("routes.qualificationCenters")} />
        )}
      </>
    );
  const refetch = () => void query.refetch();
  return (
    <>
      <Space align="center" wrap style={{ marginBottom: 8 }}>
        <PageTitle>{center.name}</PageTitle>
        <EnumTag value={center.status} style={QUALIFICATION_CENTER_STATUS_STYLE} />
        {center.address ? <Typography.Text type="secondary">{center.address}</Typography.Text> : null}
      </Space>
      <AccessibleTabs
        items={[
          { key: "details", label: tab("details"), children: <Details center={center} onSaved={refetch} /> },
          { key: "prices", label: tab("prices"), children: <Prices center={center} onSaved={refetch} /> },
          {
            key: "near",
            label: tab("near"),
            children: <CentersNear kind="qualification" linkTo={(other) => `/qualification-centers/${other}`} />,
          },
        ]}
      />
    </>
  );
};
