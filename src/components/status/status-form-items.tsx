// A form's status field offering only what the user may set (the saved status and the moves of
// the transition table their roles hold, useStatusChoices), and, for a form that sends the
// move's comment, the comment a chosen move requires (required then, sent in the same save:
// the transition trigger reads it from the row, e.g. a centre's `status_comment`).
import { Form, Input, Select } from "antd";
import { t } from "../../i18n/index.ts";
import type { StatusChoice } from "../../lib/permissions/transitions.ts";
import type { EnumStyle } from "../table/columns.tsx";

export const statusOptions = <S extends string>(choices: readonly StatusChoice<S>[], style: EnumStyle<S>) =>
  choices.map((choice) => {
    const label = style[choice.value]?.label ?? choice.value;
    return { value: choice.value, label: choice.forced ? t("components.form.statusForced", { label }) : label };
  });

export const StatusFormItems = <S extends string>({
  name = "status",
  label,
  choices,
  style,
  commentName,
}: {
  name?: string;
  label: string;
  choices: readonly StatusChoice<S>[];
  style: EnumStyle<S>;
  /** the row's comment column: a move that requires a comment asks it there */
  commentName?: string;
}) => (
  <>
    <Form.Item name={name} label={label}>
      <Select options={statusOptions(choices, style)} disabled={choices.length <= 1} />
    </Form.Item>
    {commentName ? (
      <Form.Item noStyle dependencies={[name]}>
        {({ getFieldValue }) =>
          choices.find((choice) => choice.value === getFieldValue(name))?.requiresComment ? (
            <Form.Item
              name={commentName}
              label={t("components.form.statusComment")}
              rules={[{ required: true, whitespace: true, message: t("components.form.statusCommentRequired") }]}
            >
              <Input.TextArea autoSize={{ minRows: 2 }} maxLength={2000} />
            </Form.Item>
          ) : null
        }
      </Form.Item>
    ) : null}
  </>
);
