// The pool's fields, shared by « Nouveau vivier », « Modifier » and the super-search's
// « Enregistrer comme vivier dynamique ».
import { Form, Input, Radio } from "antd";
import { enumOptions } from "../../src/components/table/columns.tsx";
import { t } from "../../src/i18n/index.ts";
import { zodRule } from "../../src/lib/forms/zod-rule.ts";
import { OwnerSelect } from "../../src/domain/team/owner-select.tsx";
import { HIRING_POOL_VISIBILITIES, HIRING_POOL_VISIBILITY_STYLE } from "./constants.ts";
import { hiringPoolSchema } from "./schema.ts";

const f = (key: keyof typeof import("./i18n.fr.ts").hiringPoolsFr.fields) => t(`resources.hiringPools.fields.${key}`);

export const HiringPoolFields = ({ withOwner = true }: { withOwner?: boolean }) => {
  return (
    <>
      <Form.Item name="name" label={f("name")} rules={[zodRule(hiringPoolSchema, "name")]}>
        <Input maxLength={120} autoComplete="off" />
      </Form.Item>
      <Form.Item name="description" label={f("description")} rules={[zodRule(hiringPoolSchema, "description")]}>
        <Input.TextArea rows={2} maxLength={2000} />
      </Form.Item>
      <Form.Item name="visibility" label={f("visibility")} initialValue="workspace">
        <Radio.Group options={enumOptions(HIRING_POOL_VISIBILITIES, HIRING_POOL_VISIBILITY_STYLE)} />
      </Form.Item>
      {withOwner ? (
        <Form.Item name="owner_id" label={f("owner")}>
          <OwnerSelect />
        </Form.Item>
      ) : null}
    </>
  );
};
