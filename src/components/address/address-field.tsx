// The address field of a form (value = the address row's fields, see src/lib/geo/address.ts):
// street line, commune (local search of the French communes: CitySelect) or, outside France,
// postal code and city, and the country (FR, MC, BE, CH). With a Google Maps key configured,
// an address search (Google Places, the same four countries) fills every field at once.
import { AutoComplete, Col, Input, Row, Select } from "antd";
import { useMemo, useState } from "react";
import { useOptionalRuntimeConfig } from "../../config/runtime-config-context.tsx";
import { t } from "../../i18n/index.ts";
import { ADDRESS_COUNTRIES, addressFromCommune, communeFromAddress, type AddressValue } from "../../lib/geo/address.ts";
import type { Commune } from "../../lib/geo/communes.ts";
import { createPlacesSearch, type PlaceSuggestion } from "../../lib/geo/google-places.ts";
import { CitySelect } from "./city-select.tsx";

export type AddressFieldProps = {
  value?: AddressValue | null;
  onChange?: (value: AddressValue) => void;
  id?: string;
  /** overrides the configured key (tests, playground) */
  googleMapsApiKey?: string;
};

const countryOptions = ADDRESS_COUNTRIES.map((code) => ({
  value: code,
  label: t(`components.address.countries.${code}`),
}));

/** Manual edits drop the point and the formatted line of a previous search, except the commune's own. */
const withStreet = (value: AddressValue, street1: string): AddressValue => ({ ...value, street1, formatted: null });
const withCommune = (value: AddressValue, commune: Commune | undefined): AddressValue => ({
  ...value,
  ...addressFromCommune(value.street1, commune, commune?.postalCodes[0]),
  street1: value.street1 ?? null,
  formatted: null,
});
const withCountry = (value: AddressValue, country_code: string): AddressValue =>
  country_code === value.country_code ? value : { street1: value.street1 ?? null, country_code };
const withLocality = (
  value: AddressValue,
  patch: Pick<AddressValue, "postal_code"> | Pick<AddressValue, "city">,
): AddressValue => ({ ...value, ...patch, latitude: null, longitude: null, formatted: null });

const GooglePlacesSearch = ({ apiKey, onPick }: { apiKey: string; onPick: (value: AddressValue) => void }) => {
  const search = useMemo(() => createPlacesSearch(apiKey), [apiKey]);
  const [suggestions, setSuggestions] = useState<PlaceSuggestion[]>([]);
  const [text, setText] = useState("");
  return (
    <AutoComplete
      value={text}
      aria-label={t("components.address.search")}
      placeholder={t("components.address.search")}
      options={suggestions.map((s) => ({ value: s.id, label: s.label }))}
      onChange={setText}
      onSearch={(input) => void search.suggest(input).then(setSuggestions, () => setSuggestions([]))}
      onSelect={(id: string) => {
        const chosen = suggestions.find((s) => s.id === id);
        if (!chosen) return;
        setText(chosen.label);
        void search.resolve(chosen).then(onPick, () => undefined);
      }}
      style={{ width: "100%" }}
    />
  );
};

export const AddressField = ({ value, onChange, id, googleMapsApiKey }: AddressFieldProps) => {
  const config = useOptionalRuntimeConfig();
  const apiKey = googleMapsApiKey ?? config?.googleMapsApiKey;
  const current: AddressValue = { country_code: "FR", ...value };
  const change = (next: AddressValue) => onChange?.(next);
  const isFrance = current.country_code === "FR";
  return (
    <Row gutter={[8, 8]}>
      {apiKey ? (
        <Col span={24}>
          <GooglePlacesSearch
            apiKey={apiKey}
            onPick={(picked) => change({ ...picked, country_code: picked.country_code ?? current.country_code })}
          />
        </Col>
      ) : null}
      <Col xs={24} md={10}>
        <Input
          id={id}
          aria-label={id ? undefined : t("components.address.street")}
          placeholder={t("components.address.streetPlaceholder")}
          autoComplete="off"
          value={current.street1 ?? ""}
          onChange={(event) => change(withStreet(current, event.target.value))}
        />
      </Col>
      {isFrance ? (
        <Col xs={24} md={9}>
          <CitySelect
            aria-label={t("components.address.city")}
            value={communeFromAddress(current)}
            onChange={(commune) => change(withCommune(current, commune))}
          />
        </Col>
      ) : (
        <>
          <Col xs={8} md={3}>
            <Input
              aria-label={t("components.address.postalCode")}
              placeholder={t("components.address.postalCode")}
              value={current.postal_code ?? ""}
              onChange={(event) => change(withLocality(current, { postal_code: event.target.value }))}
            />
          </Col>
          <Col xs={16} md={6}>
            <Input
              aria-label={t("components.address.city")}
              placeholder={t("components.address.city")}
              value={current.city ?? ""}
              onChange={(event) => change(withLocality(current, { city: event.target.value }))}
            />
          </Col>
        </>
      )}
      <Col xs={24} md={5}>
        <Select
          aria-label={t("components.address.country")}
          value={current.country_code ?? "FR"}
          options={countryOptions}
          onChange={(code: string) => change(withCountry(current, code))}
          style={{ width: "100%" }}
        />
      </Col>
    </Row>
  );
};
