// The fields of a request's create (and edit) form: one Form.Item per definition field with the
// schema's rule for that field; a field with `visibleWhen` follows the field it depends on
// (shown, and checked, only for the values that need it).
import { Form } from "antd";
import type { z } from "zod";
import { zodRule } from "../../src/lib/forms/zod-rule.ts";
import type { FieldDef } from "./definition.ts";
import { FieldInput, toColumnValues } from "./fields.tsx";
import { isShown } from "./visibility.ts";

const FieldItem = ({ field, schema }: { field: FieldDef; schema: z.ZodObject }) => (
  <Form.Item
    name={field.name}
    label={field.label}
    rules={[
      {
        validator: async (_: unknown, value: unknown) =>
          zodRule(schema, field.name).validator(_, toColumnValues([field], { [field.name]: value })[field.name]),
      },
    ]}
  >
    <FieldInput field={field} />
  </Form.Item>
);

export const RequestFormItems = ({ fields, schema }: { fields: readonly FieldDef[]; schema: z.ZodObject }) => (
  <>
    {fields.map((field) =>
      field.visibleWhen ? (
        <Form.Item key={field.name} noStyle dependencies={[field.visibleWhen.field]}>
          {({ getFieldsValue }) =>
            isShown(field, getFieldsValue(true) as Record<string, unknown>) ? (
              <FieldItem field={field} schema={schema} />
            ) : null
          }
        </Form.Item>
      ) : (
        <FieldItem key={field.name} field={field} schema={schema} />
      ),
    )}
  </>
);
