// The bonuses of a mission or a contract (the same jsonb list, checked the same way by the
// database): type, amount, unit and whether contributions apply, as a Form.List.
import { Button, Checkbox, Form, InputNumber, Select, Space, Typography } from "antd";
import { enumOptions } from "../../components/table/columns.tsx";
import { BONUS_TYPES, BONUS_TYPE_STYLE, BONUS_UNITS, BONUS_UNIT_STYLE } from "./constants.ts";
import { t } from "../../i18n/index.ts";
import { BONUS_AMOUNT_RULES, BONUS_TYPE_RULES, NEW_BONUS } from "./bonuses.ts";

const f = (key: keyof typeof import("../../../resources/missions/i18n.fr.ts").missionsFr.fields) =>
  t(`resources.missions.fields.${key}`);

export const BonusesField = () => (
  <>
    <Typography.Text id="bonuses-label">{f("bonuses")}</Typography.Text>
    <Form.List name="bonuses">
      {(fields, { add, remove }) => (
        <div role="group" aria-labelledby="bonuses-label" style={{ marginTop: 8 }}>
          {fields.map((field) => (
            <Space key={field.key} wrap align="baseline">
              <Form.Item name={[field.name, "type"]} label={f("bonusType")} rules={BONUS_TYPE_RULES}>
                <Select style={{ minWidth: 150 }} options={enumOptions(BONUS_TYPES, BONUS_TYPE_STYLE)} />
              </Form.Item>
              <Form.Item name={[field.name, "amount"]} label={f("bonusAmount")} rules={BONUS_AMOUNT_RULES}>
                <InputNumber min={0} step={0.01} decimalSeparator="," />
              </Form.Item>
              <Form.Item name={[field.name, "unit"]} label={f("bonusUnit")} initialValue="day">
                <Select style={{ minWidth: 120 }} options={enumOptions(BONUS_UNITS, BONUS_UNIT_STYLE)} />
              </Form.Item>
              <Form.Item name={[field.name, "subject_to_contributions"]} valuePropName="checked" initialValue={true}>
                <Checkbox>{f("bonusSubject")}</Checkbox>
              </Form.Item>
              <Button onClick={() => remove(field.name)}>{f("removeBonus")}</Button>
            </Space>
          ))}
          <Form.Item>
            <Button onClick={() => add({ ...NEW_BONUS })}>{f("addBonus")}</Button>
          </Form.Item>
        </div>
      )}
    </Form.List>
  </>
);
