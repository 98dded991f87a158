// « Ajouter des entreprises »: several companies of the workspace at once, searched on the server
// by name; a company already in another group may join, the modal saying which group it leaves
// (a company belongs to one group at most). Each chosen company's company_group_id is set; a
// refused save keeps the choice, the database's French message in the toast.
import { useUpdateMany } from "@refinedev/core";
import { Alert, Form, Modal, Select } from "antd";
import { useState } from "react";
import { MUTATION_NOTIFICATIONS } from "../../src/lib/forms/notifications.ts";
import { t } from "../../src/i18n/index.ts";
import { useCompanyPicker } from "./hooks.ts";
import type { CompanyPickRow } from "./types.ts";

const m = (key: keyof typeof import("./i18n.fr.ts").companyGroupsFr.members, vars?: Record<string, string>) =>
  t(`resources.companyGroups.members.${key}`, vars);

type Values = { company_ids: string[] };

/** The companies chosen that belong to another group, with that group: what the modal warns about. */
export const leavingCompanies = (
  chosen: readonly CompanyPickRow[],
  groupId: string,
): { company: string; group: string }[] =>
  chosen.flatMap((row) =>
    row.company_group && row.company_group.id !== groupId ? [{ company: row.name, group: row.company_group.name }] : [],
  );

export const AddCompaniesModal = ({
  groupId,
  onClose,
  onAdded,
}: {
  groupId: string;
  /** the modal is mounted open, and unmounted once closed (its search and choice forgotten) */
  onClose: () => void;
  onAdded: () => void;
}) => {
  const [form] = Form.useForm<Values>();
  const picker = useCompanyPicker();
  const { mutate, mutation } = useUpdateMany();
  const rows = picker.query.data?.data ?? [];
  // the chosen companies as the search showed them: each keeps its name and group after another search
  const [chosen, setChosen] = useState<CompanyPickRow[]>([]);
  const choose = (ids: string[]) =>
    setChosen((before) =>
      ids.flatMap((id) => {
        const row = before.find((r) => r.id === id) ?? rows.find((r) => r.id === id);
        return row ? [row] : [];
      }),
    );
  // the group's own companies are not offered
  const shown = rows.filter((row) => row.company_group?.id !== groupId);
  const optionOf = (row: CompanyPickRow) => ({
    value: row.id,
    label: row.company_group ? m("inGroup", { company: row.name, group: row.company_group.name }) : row.name,
  });
  const options = [
    ...shown.map(optionOf),
    // the chosen companies the current search no longer shows
    ...chosen.filter((row) => !shown.some((s) => s.id === row.id)).map(optionOf),
  ];
  const leaving = leavingCompanies(chosen, groupId);
  const title = m("addTitle");

  const save = ({ company_ids }: Values) =>
    mutate(
      { resource: "company", ids: company_ids, values: { company_group_id: groupId }, ...MUTATION_NOTIFICATIONS },
      {
        onSuccess: () => {
          onAdded();
          onClose();
        },
      },
    );

  return (
    <Modal
      open
      title={title}
      okText={m("addSave")}
      cancelText={t("components.form.cancel")}
      okButtonProps={{ loading: mutation.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      width={560}
    >
      <Form form={form} name="company-group-add" layout="vertical" aria-label={title} onFinish={save}>
        <Form.Item
          name="company_ids"
          label={m("companies")}
          rules={[{ required: true, type: "array", min: 1, message: m("required") }]}
        >
          <Select
            mode="multiple"
            showSearch
            filterOption={false}
            onSearch={picker.selectProps.onSearch}
            loading={picker.query.isFetching}
            options={options}
            onChange={choose}
            placeholder={m("placeholder")}
            notFoundContent={picker.query.isFetching ? undefined : m("notFound")}
          />
        </Form.Item>
        {leaving.length ? (
          <Alert
            type="warning"
            showIcon
            message={
              <ul style={{ margin: 0, paddingInlineStart: 16 }}>
                {leaving.map((l) => (
                  <li key={l.company}>{m("leaves", l)}</li>
                ))}
              </ul>
            }
          />
        ) : null}
      </Form>
    </Modal>
  );
};
