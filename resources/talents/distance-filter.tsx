// The talents list's "Autour de (ville)" and "Rayon (km)" fields, inside its <FilterBar>: a
// commune (local search) and a radius; a commune without known point is refused with a message.
import { Form, Select } from "antd";
import { CitySelect } from "../../src/components/address/city-select.tsx";
import { t } from "../../src/i18n/index.ts";
import type { Commune } from "../../src/lib/geo/communes.ts";
import { DEFAULT_RADIUS_KM, RADII_KM, hasPoint } from "./distance.ts";

const radiusOptions = RADII_KM.map((km) => ({ value: km, label: `${km} km` }));
const nearRule = {
  validator: (_: unknown, commune?: Commune) =>
    hasPoint(commune) ? Promise.resolve() : Promise.reject(new Error(t("resources.talents.filters.noPoint"))),
};

export const DistanceFilterFields = () => (
  <>
    <Form.Item name="near" label={t("resources.talents.filters.distanceCity")} rules={[nearRule]}>
      <CitySelect aria-label={t("resources.talents.filters.distanceCity")} />
    </Form.Item>
    <Form.Item name="radius_km" label={t("resources.talents.filters.distanceKm")}>
      <Select
        aria-label={t("resources.talents.filters.distanceKm")}
        placeholder={`${DEFAULT_RADIUS_KM} km`}
        allowClear
        showSearch
        optionFilterProp="label"
        options={radiusOptions}
        style={{ minWidth: 100 }}
      />
    </Form.Item>
  </>
);
